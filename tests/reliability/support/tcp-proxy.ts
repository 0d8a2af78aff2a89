/**
 * A TCP proxy between the app and PostgreSQL that can "stop the database": `stop()` cuts every
 * proxied connection and closes the listening port (new connections are refused, as when
 * PostgreSQL is down); `start()` listens on the same port again.
 */
import { createConnection, createServer, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  /** The proxy's port on 127.0.0.1. */
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  urlFor(url: string): string;
  stop(): Promise<void>;
  start(): Promise<void>;
  readonly stats: { connections: number; cut: number };
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const stats = { connections: 0, cut: 0 };
  let server: Server | null = null;
  let port = 0;

  function handle(client: Socket) {
    stats.connections++;
    const upstream = createConnection({ host: targetHost, port: targetPort });
    sockets.add(client);
    sockets.add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  }

  async function listen(): Promise<void> {
    const next = createServer(handle);
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    port = (next.address() as { port: number }).port;
    server = next;
  }

  async function stop(): Promise<void> {
    const current = server;
    server = null;
    for (const s of sockets) {
      s.destroy();
      stats.cut++;
    }
    sockets.clear();
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  }

  await listen();
  return {
    get port() {
      return port;
    },
    urlFor(url: string) {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    stop,
    start: () => (server ? Promise.resolve() : listen()),
    get stats() {
      return stats;
    },
    close: stop,
  };
}
