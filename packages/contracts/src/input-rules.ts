/**
 * Rules every input obeys, whatever its route (docs/decisions/0026): the server applies them once, before any
 * schema or service sees the request.
 */
export const INPUT_MESSAGES = {
  /** Postgres refuses U+0000 in text and JSON values; no field of ours has a use for it. */
  nulCharacter: 'Text may not contain the NUL character',
  /** Half of a UTF-16 surrogate pair alone is no character at all: Postgres refuses it in JSON values. */
  loneSurrogate: 'Text must be valid Unicode: it holds half of a character',
  /** A multipart body the parser cannot read: no or another boundary, cut short, no closing boundary. */
  malformedUpload: 'The upload could not be read: send the form again as multipart/form-data.',
} as const;

/** The largest value of a Postgres `integer` column: every whole number the API stores fits under it. */
export const MAX_INT4 = 2_147_483_647;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text cannot be stored (Postgres refuses it in text and JSON values), or null when it can. */
function textBreach(text: string): string | null {
  if (text.includes('\u0000')) return INPUT_MESSAGES.nulCharacter;
  if (LONE_SURROGATE.test(text)) return INPUT_MESSAGES.loneSurrogate;
  return null;
}

export interface UnstorableText {
  /** Where the text is: 'a.0.b' in the value, '' for the value itself. */
  path: string;
  message: string;
}

/**
 * The first text in a JSON value (body, query, parameters, socket payload), key or value, that cannot be stored:
 * one with a NUL character or a lone surrogate. Null when there is none.
 */
export function unstorableText(value: unknown): UnstorableText | null {
  // Iterative, not recursive: a 1 MB body can nest arrays deeper than the call stack.
  const pending: Array<[unknown, string]> = [[value, '']];
  while (pending.length > 0) {
    const [node, path] = pending.pop()!;
    if (typeof node === 'string') {
      const message = textBreach(node);
      if (message) return { path, message };
    } else if (ArrayBuffer.isView(node)) {
      // Bytes (a socket payload's binary attachment) are not text: no rule about characters applies.
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => pending.push([item, path ? `${path}.${index}` : String(index)]));
    } else if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        const at = path ? `${path}.${key}` : key;
        const message = textBreach(key);
        if (message) return { path: at, message };
        pending.push([item, at]);
      }
    }
  }
  return null;
}
