import net from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO), as the server took them. */
  to: string[];
  mail: ParsedMail;
  at: number;
}

/**
 * A real SMTP server (the `smtp-server` package) that keeps what it receives, parsed by `mailparser`,
 * behind a gate the tests control: `open()` forwards to it, `refuse()` closes the port (a server
 * that is down: connection refused), `hang()` accepts connections and never says a word (a server
 * that hangs: the client's greeting timeout). `failRecipient()` makes the server answer one address
 * with a temporary error (451), every attempt for it noted with its time.
 */
export class TestSmtp {
  readonly received: ReceivedMail[] = [];
  /** Times of each RCPT TO refused to an address made to fail. */
  readonly refusedAttempts = new Map<string, number[]>();
  private readonly failing = new Set<string>();
  private readonly server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: a STARTTLS offer with a self-signed certificate would fail the client.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo: (address, _session, callback) => {
      const to = address.address.toLowerCase();
      if (this.failing.has(to)) {
        this.refusedAttempts.set(to, [...(this.refusedAttempts.get(to) ?? []), Date.now()]);
        const error = new Error('Mailbox busy, try again later') as Error & { responseCode: number };
        error.responseCode = 451;
        callback(error);
        return;
      }
      callback();
    },
    onData: (stream, session, callback) => {
      simpleParser(stream).then(
        (mail) => {
          this.received.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), mail, at: Date.now() });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  private readonly gate = net.createServer((socket) => this.accept(socket));
  private readonly sockets = new Set<net.Socket>();
  private mode: 'open' | 'hang' | 'refuse' = 'open';
  private serverPort = 0;
  /** The port the application is given (the gate's). */
  port = 0;

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    this.serverPort = ((this.server as unknown as { server: net.Server }).server.address() as net.AddressInfo).port;
    await this.listen(0);
  }

  private accept(socket: net.Socket) {
    this.track(socket);
    if (this.mode !== 'open') return;
    const upstream = net.connect(this.serverPort, '127.0.0.1');
    this.track(upstream);
    socket.pipe(upstream).pipe(socket);
    const close = () => {
      socket.destroy();
      upstream.destroy();
    };
    socket.on('close', close);
    upstream.on('close', close);
  }

  private track(socket: net.Socket) {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  }

  private listen(port: number) {
    return new Promise<void>((resolve, reject) => {
      this.gate.once('error', reject);
      this.gate.listen(port, '127.0.0.1', () => {
        this.gate.off('error', reject);
        this.port = (this.gate.address() as net.AddressInfo).port;
        resolve();
      });
    });
  }

  private cut() {
    for (const socket of this.sockets) socket.destroy();
  }

  async open() {
    this.mode = 'open';
    this.cut();
    if (!this.gate.listening) await this.listen(this.port);
  }

  async hang() {
    this.mode = 'hang';
    this.cut();
    if (!this.gate.listening) await this.listen(this.port);
  }

  async refuse() {
    this.mode = 'refuse';
    const closed = new Promise<void>((resolve) => this.gate.close(() => resolve()));
    this.cut();
    await closed;
  }

  failRecipient(address: string, failing = true) {
    if (failing) this.failing.add(address.toLowerCase());
    else this.failing.delete(address.toLowerCase());
  }

  /** The mails received so far for `address`. */
  mailsTo(address: string) {
    return this.received.filter((r) => r.to.includes(address.toLowerCase()));
  }

  /** Waits until `count` mails matching `match` have come (and a moment more, to see any extra one). */
  async waitFor(match: (r: ReceivedMail) => boolean, count = 1, timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.received.filter(match).length >= count) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return this.received.filter(match);
  }

  async stop() {
    this.mode = 'refuse';
    this.cut();
    if (this.gate.listening) await new Promise<void>((resolve) => this.gate.close(() => resolve()));
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
