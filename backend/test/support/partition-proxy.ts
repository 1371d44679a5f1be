import net from 'node:net';

/**
 * A TCP proxy that can cut the network the way a partition does: while cut, nothing crosses in either direction
 * (bytes, closes, new connections) and no socket is reset; once healed, everything held back flows in order, as
 * TCP retransmission would deliver it.
 */
export class PartitionProxy {
  private readonly server = net.createServer((client) => this.relay(client));
  private readonly sockets = new Set<net.Socket>();
  private held: (() => void)[] = [];
  private cut = false;

  constructor(private readonly target: { host: string; port: number }) {}

  listen(port: number): Promise<void> {
    return new Promise((resolve, reject) =>
      this.server.once('error', reject).listen(port, '127.0.0.1', () => resolve()),
    );
  }

  partition(): void {
    this.cut = true;
  }

  heal(): void {
    this.cut = false;
    for (const deliver of this.held.splice(0)) deliver();
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private across(deliver: () => void): void {
    if (this.cut) this.held.push(deliver);
    else deliver();
  }

  private relay(client: net.Socket): void {
    let upstream: net.Socket | undefined;
    this.track(client);
    this.across(() => {
      upstream = this.track(net.connect(this.target));
      upstream.on('data', (chunk) => this.across(() => client.write(chunk)));
      upstream.on('end', () => this.across(() => client.end()));
      upstream.on('close', () => this.across(() => client.destroy()));
    });
    client.on('data', (chunk) => this.across(() => upstream?.write(chunk)));
    client.on('end', () => this.across(() => upstream?.end()));
    client.on('close', () => this.across(() => upstream?.destroy()));
  }

  private track(socket: net.Socket): net.Socket {
    this.sockets.add(socket);
    socket.on('error', () => socket.destroy()).on('close', () => this.sockets.delete(socket));
    return socket;
  }
}
