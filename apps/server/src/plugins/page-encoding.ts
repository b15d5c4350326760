import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A page's HTML compressed both ways a browser may take it. */
export interface EncodedPage {
  br: Buffer;
  gzip: Buffer;
}

export type PageEncoding = keyof EncodedPage;

/**
 * The page's HTML compressed, once however often it is sent: the build pre-compresses the static files, and a
 * prerendered page (60 KB, a tenth of it compressed) is what a phone on a slow network waits for before anything
 * paints. Made when first asked for, so that a page never sent compressed costs nothing.
 */
export function encodedOnce(html: string): () => Promise<EncodedPage> {
  let encoded: Promise<EncodedPage> | undefined;
  return () => {
    encoded ??= (async () => {
      const bytes = Buffer.from(html);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzip(bytes, { level: 9 }),
      ]);
      return { br, gzip: gz };
    })();
    return encoded;
  };
}

/** The encoding an Accept-Encoding header takes, brotli first; null for the page as it is. */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  const quality = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => param.startsWith('q='));
      return [name.toLowerCase(), q === undefined ? 1 : Number(q.slice(2))] as const;
    }),
  );
  for (const encoding of ['br', 'gzip'] as const) if ((quality.get(encoding) ?? 0) > 0) return encoding;
  return null;
}
