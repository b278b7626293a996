import net from 'node:net';

/**
 * A TCP proxy in front of a real server (PostgreSQL), for making it unreachable on purpose:
 * `refuse()` closes the port (new connections get ECONNREFUSED) and cuts every open connection
 * mid-stream; `hang()` accepts connections and never answers (a black-holed host: the pool's
 * acquire timeout); `open()` forwards again on the same port.
 */
export class TcpProxy {
  private readonly server = net.createServer((socket) => this.accept(socket));
  private readonly sockets = new Set<net.Socket>();
  private mode: 'open' | 'hang' | 'refuse' = 'open';
  port = 0;

  constructor(
    private readonly targetPort: number,
    private readonly targetHost = '127.0.0.1',
  ) {}

  private accept(socket: net.Socket) {
    this.track(socket);
    if (this.mode !== 'open') return;
    const upstream = net.connect(this.targetPort, this.targetHost);
    this.track(upstream);
    socket.pipe(upstream).pipe(socket);
    const close = () => {
      socket.destroy();
      upstream.destroy();
    };
    socket.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  }

  private track(socket: net.Socket) {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  }

  private cut() {
    for (const socket of this.sockets) socket.destroy();
  }

  private listen(port: number) {
    return new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => {
        this.server.off('error', reject);
        this.port = (this.server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  }

  start() {
    return this.listen(0);
  }

  /** Rewrites a postgres:// address to go through this proxy. */
  through(url: string) {
    const address = new URL(url);
    address.hostname = '127.0.0.1';
    address.port = String(this.port);
    return address.toString();
  }

  /** Resolves once no connection is open through the proxy, or after `timeoutMs`. */
  async drained(timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    while (this.sockets.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  async refuse() {
    this.mode = 'refuse';
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.cut();
    await closed;
  }

  async hang() {
    this.mode = 'hang';
    this.cut();
    if (!this.server.listening) await this.listen(this.port);
  }

  async open() {
    this.mode = 'open';
    this.cut();
    if (!this.server.listening) await this.listen(this.port);
  }

  async stop() {
    this.mode = 'refuse';
    this.cut();
    if (this.server.listening) await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
