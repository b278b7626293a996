import type net from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { TcpProxy } from './tcp-proxy';

export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO), as the server took them. */
  to: string[];
  mail: ParsedMail;
  at: number;
}

/**
 * A real SMTP server (the `smtp-server` package) that keeps what it receives, parsed by `mailparser`,
 * behind a gate the tests control (a TcpProxy): `open()` forwards to it, `refuse()` closes the port (a server
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
  /** The gate in front of the server, made once the server has its port. */
  private gate = new TcpProxy(0);
  private gateOpen = true;

  /** The port the application is given (the gate's). */
  get port() {
    return this.gate.port;
  }

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    this.gate = new TcpProxy(((this.server as unknown as { server: net.Server }).server.address() as net.AddressInfo).port);
    await this.gate.start();
  }

  open() {
    this.gateOpen = true;
    return this.gate.open();
  }

  async hang() {
    await this.betweenMails();
    return this.gate.hang();
  }

  async refuse() {
    await this.betweenMails();
    return this.gate.refuse();
  }

  /**
   * Closing the gate cuts the conversations under way. One cut after the server took a mail but before
   * its answer reached the client leaves the client told nothing: it sends the mail again, as any SMTP
   * client would (with the same Message-ID). A test's server goes down between two mails: once the
   * conversations through an open gate have ended (each client quits after its mail), or after 5 s.
   */
  private async betweenMails() {
    if (this.gateOpen) await this.gate.drained(5000);
    this.gateOpen = false;
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
    await this.gate.stop();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
