import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** After an early answer, the bytes of the refused body read (and dropped) before the connection is closed. */
const LINGER_BYTES = 64 * 1024;
const LINGER_MS = 5000;

/**
 * A request answered before its body arrived in full (refused from its headers, or at a limit)
 * leaves the rest of the body on the connection. Node reads and drops it, however long it is, to
 * keep the connection for the next request: a client posting megabytes in a loop to a path that
 * takes none would make the server read them all. Here that reading stops after 64 KB or 5 s: the
 * connection is closed instead (the answer has gone out before; a client sending that much after
 * its answer is not reading it).
 */
export function limitUnreadBodies(server: Server) {
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    // Before Node's own listener, which would otherwise start dropping the rest unseen and uncounted.
    res.prependOnceListener('finish', () => {
      if (req.complete) return;
      let dropped = 0;
      const stop = () => {
        clearTimeout(timer);
        req.off('data', count);
        req.off('end', stop);
      };
      const close = () => {
        stop();
        // A request made inside this process (light-my-request: the site's pages and forms) has no real socket.
        if (typeof req.socket?.destroy === 'function') req.socket.destroy();
      };
      const count = (chunk: Buffer) => {
        dropped += chunk.length;
        if (dropped > LINGER_BYTES) close();
      };
      const timer = setTimeout(close, LINGER_MS);
      req.on('data', count);
      req.once('end', stop);
      req.resume();
    });
  });
}
