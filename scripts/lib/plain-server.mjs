// The public API benchmark's first reference: a plain node:http server that answers each recorded
// path with the recorded status, headers and body, and nothing else. Started by
// scripts/bench-public-api.mjs as `node plain-server.mjs <answers.json>`; prints its port.
import fs from 'node:fs';
import http from 'node:http';

// Node writes these itself, per answer.
const PER_ANSWER = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

const answers = new Map(
  JSON.parse(fs.readFileSync(process.argv[2], 'utf8')).map(({ url, status, headers, body }) => [
    url,
    {
      status,
      headers: Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name))),
      body: Buffer.from(body, 'base64'),
    },
  ]),
);

const server = http.createServer((req, res) => {
  const answer = answers.get(req.url);
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(answer.status, answer.headers);
  res.end(req.method === 'HEAD' ? undefined : answer.body);
});
server.listen(0, '127.0.0.1', () => console.log(`listening on ${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`));
process.on('SIGTERM', () => process.exit(0));
