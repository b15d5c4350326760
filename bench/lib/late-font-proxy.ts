import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A pass-through proxy in front of the bench's server that holds every woff2 answer back by `delayMs`. Lighthouse's
 * throttling delays each request by the same round trip, so on localhost the heading face still came in before
 * the first paint and a swap that moved the page scored CLS 0; on a phone the font arrives late, after the page has
 * been painted with its stand-in (docs/decisions/0041). Everything else passes untouched.
 */
export async function withLateFonts<T>(
  upstream: string,
  delayMs: number,
  measure: (proxyUrl: string) => Promise<T>,
): Promise<T> {
  const target = new URL(upstream);
  const proxy = http.createServer((request, response) => {
    const forwarded = http.request(
      { host: target.hostname, port: target.port, path: request.url, method: request.method, headers: request.headers },
      (answer) => {
        const pass = () => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        };
        if (/\.woff2(\?|$)/.test(request.url ?? '')) setTimeout(pass, delayMs);
        else pass();
      },
    );
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  try {
    return await measure(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`);
  } finally {
    proxy.closeAllConnections();
    await new Promise((resolve) => proxy.close(resolve));
  }
}
