import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SAMPLE_PHOTO_JPEG, SAMPLE_SIGNATURE_PNG } from '../../providers/documents/samples';
import type { FormValue } from '../join-kit';
import { type Credential, type FuzzFixtures, useFuzzApp } from './fuzz-fixtures';
import { FuzzLedger, within } from './fuzz-ledger';
import { breakage, broken, wireForm } from './multipart-bodies';
import { NASTY_STRINGS } from './mutations';

/**
 * Malformed multipart bodies on the four upload routes (issue 10): no boundary or another one than the header's,
 * a body cut short, no closing boundary, garbage, flipped bytes, NUL characters in fields and file names. Each
 * must be answered with a success or a 4xx with a message, never a 5xx. FUZZ_RUNS (300) bodies per route.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const CONCURRENCY = 4;

const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
);
const fileName = fc.constantFrom('photo.jpg', 'a\u0000b.jpg', '', '../../x.png', 'x'.repeat(300));
const file = (bytes: Uint8Array, type: string): fc.Arbitrary<FormValue> =>
  fc.record({
    bytes: fc.oneof(
      { weight: 4, arbitrary: fc.constant(bytes) },
      { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }) },
    ),
    filename: fileName,
    type: fc.constantFrom(type, 'application/octet-stream', 'text/plain\u0000'),
  });
const jpeg = file(SAMPLE_PHOTO_JPEG, 'image/jpeg');
const png = file(SAMPLE_SIGNATURE_PNG, 'image/png');

interface UploadRoute {
  target: string;
  url: (fixtures: FuzzFixtures) => string;
  credential: Credential;
  fields: fc.Arbitrary<Record<string, FormValue>>;
}

const ROUTES: UploadRoute[] = [
  {
    target: 'POST /api/ols/upload-photo',
    url: (fixtures) => `/api/ols/upload-photo?caId=${fixtures.joined.caId}`,
    credential: 'join',
    fields: fc.record({ profilePicture: jpeg, note: text }, { requiredKeys: ['profilePicture'] }),
  },
  {
    target: 'POST /api/ols/upload-photo/olstncdocumnetsign',
    url: () => '/api/ols/upload-photo/olstncdocumnetsign',
    credential: 'join',
    fields: fc.record(
      {
        documentId: fc.oneof({ weight: 3, arbitrary: fc.constantFrom('3', '6') }, { weight: 1, arbitrary: text }),
        useripaddress: text,
        esignuser: png,
        userpic: jpeg,
        'updateOLSUserDto.firstName': text,
        'a\u0000b': text,
      },
      { requiredKeys: ['documentId', 'esignuser'] },
    ),
  },
  {
    target: 'POST /api/ols/upload-photo/olstncdocumnetreceipt',
    url: () => '/api/ols/upload-photo/olstncdocumnetreceipt',
    credential: 'join',
    fields: fc.record({ anything: text, file: jpeg }, { requiredKeys: [] }),
  },
  {
    target: 'POST /contacts/vaccine-status',
    url: () => '/contacts/vaccine-status',
    credential: 'ticket',
    fields: fc.record({ file: fc.oneof(jpeg, png), comment: text }, { requiredKeys: ['file'] }),
  },
];

describe(`malformed multipart bodies on the upload routes [pglite] (seed ${SEED})`, () => {
  const { ctx, fixtures } = useFuzzApp();

  it(
    'answers every body with a success or a 4xx with a message, never a 5xx',
    async () => {
      const ledger = new FuzzLedger();
      for (const [index, route] of ROUTES.entries()) {
        const inputs = fc.sample(fc.tuple(route.fields, breakage), { numRuns: RUNS, seed: SEED + index });
        for (let start = 0; start < inputs.length; start += CONCURRENCY) {
          await Promise.all(
            inputs.slice(start, start + CONCURRENCY).map(async ([fields, how]) => {
              const form = broken(await wireForm(fields), how);
              const response = await within(
                ctx().signed({
                  method: 'POST',
                  url: route.url(fixtures()),
                  payload: form.payload,
                  headers: {
                    'content-type': form.contentType,
                    authorization: `Bearer ${fixtures().tokens[route.credential]}`,
                  },
                }),
              );
              const shown = { how: how.kind, contentType: form.contentType, body: form.payload.toString('latin1') };
              ledger.answer(route.target, response, shown);
            }),
          );
        }
        expect(ledger.sentTo(route.target)).toBe(RUNS);
      }
      expect(ledger.findings.length, ledger.report(SEED)).toBe(0);
    },
    10 * 60_000,
  );
});
