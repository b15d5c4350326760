import net from 'node:net';

/**
 * A TCP proxy a test puts between the app and a real engine (Postgres, Redis), so that it can take the engine
 * away without stopping the shared server: `cut` is an engine that went down (open connections dropped, new ones
 * refused), `freeze` one that stopped answering (connections stay open, no byte passes, new ones hang).
 */
export interface TcpProxy {
  /** The target's URL with the proxy's host and port in its place. */
  readonly url: string;
  cut(): Promise<void>;
  freeze(): void;
  /** Forwards again; connections opened before or during a freeze are dropped (their byte streams are broken). */
  restore(): Promise<void>;
  close(): Promise<void>;
}

interface Pair {
  client: net.Socket;
  upstream?: net.Socket;
  /** Set while frozen or once restored after a freeze: this pair never forwards again. */
  stalled: boolean;
}

export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  const targetPort = Number(target.port);
  const pairs = new Set<Pair>();
  let frozen = false;

  const drop = (pair: Pair) => {
    pair.client.destroy();
    pair.upstream?.destroy();
    pairs.delete(pair);
  };

  const server = net.createServer((client) => {
    const pair: Pair = { client, stalled: frozen };
    pairs.add(pair);
    client.on('error', () => drop(pair));
    client.on('close', () => drop(pair));
    if (pair.stalled) return;
    const upstream = net.connect(targetPort, target.hostname);
    pair.upstream = upstream;
    upstream.on('error', () => drop(pair));
    upstream.on('close', () => drop(pair));
    client.on('data', (chunk) => {
      if (!pair.stalled) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!pair.stalled) client.write(chunk);
    });
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));

  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const proxied = new URL(targetUrl);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(port);

  return {
    url: proxied.toString(),
    async cut() {
      frozen = false;
      const closed = stopListening();
      for (const pair of [...pairs]) drop(pair);
      await closed;
    },
    freeze() {
      frozen = true;
      for (const pair of pairs) pair.stalled = true;
    },
    async restore() {
      frozen = false;
      for (const pair of [...pairs]) if (pair.stalled) drop(pair);
      if (!server.listening) await listen(port);
    },
    async close() {
      for (const pair of [...pairs]) drop(pair);
      if (server.listening) await stopListening();
    },
  };
}
