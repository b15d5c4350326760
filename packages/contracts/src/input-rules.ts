/**
 * Rules every input obeys, whatever its route (docs/decisions/0026): the server applies them once, before any
 * schema or service sees the request.
 */
export const INPUT_MESSAGES = {
  /** Postgres refuses U+0000 in text and JSON values; no field of ours has a use for it. */
  nulCharacter: 'Text may not contain the NUL character',
  /** A multipart body the parser cannot read: no or another boundary, cut short, no closing boundary. */
  malformedUpload: 'The upload could not be read: send the form again as multipart/form-data.',
} as const;

/** The largest value of a Postgres `integer` column: every whole number the API stores fits under it. */
export const MAX_INT4 = 2_147_483_647;

/** Where in a JSON value (body, query, parameters, socket payload) the first NUL is, or null when none is. */
export function nulCharacterPath(value: unknown): string | null {
  // Iterative, not recursive: a 1 MB body can nest arrays deeper than the call stack.
  const pending: Array<[unknown, string]> = [[value, '']];
  while (pending.length > 0) {
    const [node, path] = pending.pop()!;
    if (typeof node === 'string') {
      if (node.includes('\u0000')) return path;
    } else if (ArrayBuffer.isView(node)) {
      // Bytes (a socket payload's binary attachment) are not text: no rule about characters applies.
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => pending.push([item, path ? `${path}.${index}` : String(index)]));
    } else if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        const at = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return at;
        pending.push([item, at]);
      }
    }
  }
  return null;
}
