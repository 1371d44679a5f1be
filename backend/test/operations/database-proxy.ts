import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy between the application and its database that a test can cut (every connection closed, new ones
 * refused, as when the database server goes away) and restore on the same port.
 */
export class DatabaseProxy {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  private port = 0;

  /** `databaseUrl` is the real database (TCP, or the embedded one's unix socket given as `?host=/dir`). */
  constructor(private readonly databaseUrl: string) {}

  /** The same database, reached through the proxy. */
  async start(): Promise<string> {
    await this.listen();
    const url = new URL(this.databaseUrl);
    url.searchParams.delete('host');
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }

  async cut(): Promise<void> {
    const closed = new Promise((resolve) => this.server!.close(resolve));
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await closed;
  }

  restore(): Promise<void> {
    return this.listen();
  }

  stop(): Promise<void> {
    return this.cut();
  }

  private listen(): Promise<void> {
    const target = new URL(this.databaseUrl);
    const socketDir = target.searchParams.get('host');
    this.server = createServer((client) => {
      const upstream = socketDir
        ? connect({ path: `${socketDir}/.s.PGSQL.5432` })
        : connect({ host: target.hostname, port: Number(target.port || 5432) });
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    return new Promise((resolve) =>
      this.server!.listen(this.port, '127.0.0.1', () => {
        this.port = (this.server!.address() as AddressInfo).port;
        resolve();
      }),
    );
  }
}
