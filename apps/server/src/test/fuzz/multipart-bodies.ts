import fc from 'fast-check';
import { type FormValue, multipart } from '../join-kit';
import { NASTY_STRINGS } from './mutations';

/** A multipart body as it goes on the wire: the bytes and the Content-Type header (which names the boundary). */
export interface WireForm {
  payload: Buffer;
  contentType: string;
}

/** How a well-formed body is broken: the shapes of issue 10 ('Unexpected end of form', 'Boundary not found'). */
export type Breakage =
  | { kind: 'intact' }
  | { kind: 'no-boundary' }
  | { kind: 'other-boundary'; boundary: string }
  | { kind: 'truncated'; at: number }
  | { kind: 'no-closing-boundary' }
  | { kind: 'garbage'; bytes: Uint8Array }
  | { kind: 'flipped'; at: number[]; byte: number }
  | { kind: 'no-part-headers' }
  | { kind: 'trailing-junk'; junk: string }
  | { kind: 'not-multipart'; contentType: string };

export const breakage: fc.Arbitrary<Breakage> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ kind: 'intact' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'no-boundary' as const }) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom('other', '', '"quoted"', '-'.repeat(71), 'a\u0000b', '----WebKitFormBoundaryAAAA')
      .map((boundary) => ({ kind: 'other-boundary' as const, boundary })),
  },
  { weight: 4, arbitrary: fc.nat().map((at) => ({ kind: 'truncated' as const, at })) },
  { weight: 2, arbitrary: fc.constant({ kind: 'no-closing-boundary' as const }) },
  {
    weight: 2,
    arbitrary: fc.uint8Array({ maxLength: 400 }).map((bytes) => ({ kind: 'garbage' as const, bytes })),
  },
  {
    weight: 2,
    arbitrary: fc
      .record({ at: fc.array(fc.nat(), { minLength: 1, maxLength: 8 }), byte: fc.integer({ min: 0, max: 255 }) })
      .map(({ at, byte }) => ({ kind: 'flipped' as const, at, byte })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'no-part-headers' as const }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(...NASTY_STRINGS).map((junk) => ({ kind: 'trailing-junk' as const, junk })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('multipart/mixed; boundary=x', 'multipart/form-data;boundary', 'text/plain', 'application/json')
      .map((contentType) => ({ kind: 'not-multipart' as const, contentType })),
  },
);

const boundaryOf = (contentType: string) => /boundary=(.+)$/.exec(contentType)?.[1] ?? '';

/** The body and header after the breakage. */
export function broken(form: WireForm, how: Breakage): WireForm {
  const boundary = boundaryOf(form.contentType);
  const { payload } = form;
  switch (how.kind) {
    case 'intact':
      return form;
    case 'no-boundary':
      return { payload, contentType: 'multipart/form-data' };
    case 'other-boundary':
      return { payload, contentType: `multipart/form-data; boundary=${how.boundary}` };
    case 'truncated':
      return { payload: payload.subarray(0, how.at % payload.length), contentType: form.contentType };
    case 'no-closing-boundary': {
      const closing = payload.lastIndexOf(`--${boundary}--`);
      return { payload: payload.subarray(0, closing < 0 ? payload.length : closing), contentType: form.contentType };
    }
    case 'garbage':
      return { payload: Buffer.from(how.bytes), contentType: form.contentType };
    case 'flipped': {
      const copy = Buffer.from(payload);
      for (const at of how.at) copy[at % copy.length] = how.byte;
      return { payload: copy, contentType: form.contentType };
    }
    case 'no-part-headers':
      return {
        payload: Buffer.from(payload.toString('latin1').replace(/Content-Disposition: [^\r]*\r\n/gi, ''), 'latin1'),
        contentType: form.contentType,
      };
    case 'trailing-junk':
      return { payload: Buffer.concat([payload, Buffer.from(how.junk)]), contentType: form.contentType };
    case 'not-multipart':
      return { payload, contentType: how.contentType };
  }
}

/** A well-formed body of these fields, made by the platform's FormData. */
export async function wireForm(fields: Record<string, FormValue>): Promise<WireForm> {
  const form = await multipart(fields);
  return { payload: form.payload, contentType: form.headers['content-type'] };
}
