import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** After an early answer, the bytes of the refused body read (and dropped) with the connection kept for the next request. */
const KEEP_BYTES = 64 * 1024;
const KEEP_MS = 5000;
/**
 * Past that, the lingering close (nginx's `lingering_close`): the answer is followed by the end of
 * the connection (FIN) and what the client still sends is read and dropped, up to these bounds.
 */
const LINGER_BYTES = 64 * 1024 * 1024;
const LINGER_MS = 30_000;
/** A client that sends nothing for this long has stopped: the connection is closed. */
const LINGER_IDLE_MS = 5000;

/** Whether the request's headers announce a body: in HTTP/1.1 only a length or a chunked transfer does. */
const hasBody = ({ headers }: IncomingMessage) =>
  headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && headers['content-length'] !== '0');

/**
 * A request answered before its body arrived in full (refused from its headers, or at a limit)
 * leaves the rest of the body on the connection. Node reads and drops it, however long it is, to
 * keep the connection for the next request: a client posting megabytes in a loop to a path that
 * takes none would make the server read them all.
 *
 * Here up to 64 KB (or 5 s) of it is dropped and the connection kept. Past that the connection ends,
 * but not at once: closing a socket with unread bytes sends a TCP reset, and a client (or a proxy in
 * front) still sending its body when the reset arrives can lose the answer it has not read yet
 * (Node's fetch and node:http do; a proxy then answers 502/503 instead of our 401/413/415). So the
 * answer is followed by a FIN, and what the client still sends is read and dropped until it stops
 * (5 s without a byte), has sent 64 MB more, or 30 s have passed; only then is the socket closed.
 */
export function limitUnreadBodies(server: Server) {
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    // A request without a body (most of them: every GET) has nothing to leave unread, and need not
    // pay for a listener on its answer.
    if (!hasBody(req)) return;
    // Before Node's own listener, which would otherwise start dropping the rest unseen and uncounted.
    res.prependOnceListener('finish', () => {
      if (req.complete) return;
      // A request made inside this process (light-my-request: the site's pages and forms) has no real socket.
      const socket = typeof req.socket?.destroy === 'function' ? (req.socket as Socket & { destroySoon?: () => void }) : null;
      let dropped = 0;
      let lingering = false;
      let idle: NodeJS.Timeout | undefined;
      const stop = () => {
        clearTimeout(timer);
        clearTimeout(idle);
        req.off('data', count);
        req.off('end', done);
      };
      const close = () => {
        stop();
        socket?.destroy();
      };
      const done = () => {
        stop();
        // The whole body came: a lingering connection ends now (it was ended on our side already).
        if (lingering) socket?.destroy();
      };
      const linger = () => {
        if (lingering) return;
        lingering = true;
        dropped = 0;
        clearTimeout(timer);
        timer = setTimeout(close, LINGER_MS);
        idle = setTimeout(close, LINGER_IDLE_MS);
        // No further request on this connection: the answer is followed by the end of our side.
        res.shouldKeepAlive = false;
        socket?.end();
      };
      const count = (chunk: Buffer) => {
        dropped += chunk.length;
        if (!lingering) {
          if (dropped > KEEP_BYTES) linger();
          return;
        }
        if (dropped > LINGER_BYTES) return close();
        idle?.refresh();
      };
      let timer = setTimeout(linger, KEEP_MS);
      req.on('data', count);
      req.once('end', done);
      req.resume();
      // A connection that ends with this answer (the client asked for `Connection: close`, or the
      // answer said so) Node destroys once the answer is written, right after this listener: with
      // the body's rest unread, that is the reset. It lingers instead.
      if (socket?.destroySoon) {
        const destroySoon = socket.destroySoon;
        socket.destroySoon = () => {
          socket.destroySoon = destroySoon;
          linger();
        };
      }
    });
  });
}
