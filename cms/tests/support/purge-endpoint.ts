import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PurgeCall {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
  /** Whether it was answered as confirmed (not one of the failures asked for). */
  ok: boolean;
}

/**
 * A local HTTP endpoint standing in for a CDN's purge-by-tag API: it records every call and answers
 * `{"success": true}`, or, while `failures` is above zero, a 500 (counting it down).
 */
export async function purgeEndpoint() {
  const calls: PurgeCall[] = [];
  let waiters: Array<() => void> = [];
  const state = { failures: 0 };
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const failing = state.failures > 0;
      if (failing) state.failures -= 1;
      calls.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body, at: Date.now(), ok: !failing });
      res.writeHead(failing ? 500 : 200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(failing ? { success: false, errors: [{ message: 'try later' }] } : { success: true }));
      const woken = waiters;
      waiters = [];
      for (const wake of woken) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/client/v4/zones/test-zone/purge_cache`;
  /** Resolves once a recorded call satisfies `test` (looking at calls made from now on and before). */
  const until = (test: (call: PurgeCall) => boolean, timeoutMs = 5000) =>
    new Promise<PurgeCall>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no matching purge call within ${timeoutMs} ms: ${JSON.stringify(calls.map((c) => c.body))}`)),
        timeoutMs,
      );
      const look = () => {
        const found = calls.find(test);
        if (found) {
          clearTimeout(timer);
          resolve(found);
        } else waiters.push(look);
      };
      look();
    });
  const tagsOf = (call: PurgeCall) => (JSON.parse(call.body) as { tags: string[] }).tags;
  return {
    url,
    calls,
    state,
    until,
    tagsOf,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
