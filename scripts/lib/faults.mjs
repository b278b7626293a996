// The faults the fault suite causes: a restart of the local PostgreSQL server, and the death of
// the application (SIGKILL) while an upload is on its way or being stored.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';

const exec = promisify(execFile);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The command that restarts the PostgreSQL server of `url`: PG_RESTART_COMMAND, else the Debian
 * cluster (pg_ctlcluster) listening on the URL's port, which must be on this machine.
 */
export async function postgresRestartCommand(url) {
  if (process.env.PG_RESTART_COMMAND) return ['sh', ['-c', process.env.PG_RESTART_COMMAND]];
  const { hostname, port } = new URL(url);
  if (!['127.0.0.1', 'localhost', '::1', ''].includes(hostname))
    throw new Error(`PostgreSQL at ${hostname} is not local: set PG_RESTART_COMMAND`);
  const { stdout } = await exec('pg_lsclusters', ['-h']).catch(() => ({ stdout: '' }));
  const cluster = stdout
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .find((fields) => fields[2] === (port || '5432'));
  if (!cluster) throw new Error('No local PostgreSQL cluster found with pg_lsclusters: set PG_RESTART_COMMAND');
  return ['pg_ctlcluster', ['--skip-systemctl-redirect', cluster[0], cluster[1], 'restart']];
}

/** Restarts PostgreSQL (fast shutdown: open connections are cut); answers how long it took. */
export async function restartPostgres(command) {
  const started = performance.now();
  await exec(command[0], command[1]);
  return performance.now() - started;
}

/** A multipart/form-data body of text `fields` and one `file` ({ field, name, type, bytes }). */
export function multipart(fields, file) {
  const boundary = `----qahve${randomBytes(12).toString('hex')}`;
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Sends `body` in 64 KB pieces at about `bytesPerSecond`. `kill` says when to kill the application:
 * `{ atFraction }` of the body sent, `{ afterBodyMs }` after the whole body was sent, or null for
 * never (the answer is awaited). Answers the
 * status if an answer came before the kill (the write was then acknowledged), and when the body
 * ended and the answer came.
 */
export function uploadUntilKilled({ url, path, headers, body, contentType, bytesPerSecond = 4 * 1024 * 1024, kill, app }) {
  return new Promise((resolve) => {
    const outcome = { status: null, answer: null, error: null, bodyEndedAt: null, answeredAt: null, killedAt: null };
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      resolve(outcome);
    };
    const killNow = async () => {
      if (outcome.killedAt !== null) return;
      outcome.killedAt = performance.now();
      await app.kill('SIGKILL');
      // Let the dead connection's error arrive, then report.
      setTimeout(finish, 100);
    };
    const req = http.request(
      `${url}${path}`,
      { method: 'POST', headers: { ...headers, 'Content-Type': contentType, 'Content-Length': body.length }, agent: false },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          outcome.status = res.statusCode;
          outcome.answeredAt = performance.now();
          try {
            outcome.answer = JSON.parse(Buffer.concat(chunks).toString());
          } catch {
            outcome.answer = null;
          }
          if (!kill || kill.afterBodyMs === undefined) finish();
        });
        res.on('error', () => {});
      },
    );
    req.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      // Refused or cut before any kill of ours: nothing more will come.
      if (outcome.killedAt === null) {
        outcome.error = error.code ?? error.message;
        finish();
      }
    });
    const piece = 64 * 1024;
    const pause = (piece / bytesPerSecond) * 1000;
    void (async () => {
      for (let sent = 0; sent < body.length; sent += piece) {
        if (kill?.atFraction !== undefined && sent >= body.length * kill.atFraction) return killNow();
        req.write(body.subarray(sent, sent + piece));
        // The last piece completes the body: the answer may come at once.
        if (sent + piece < body.length) await sleep(pause);
      }
      outcome.bodyEndedAt = performance.now();
      req.end();
      if (!kill) return;
      await sleep(kill.afterBodyMs ?? 0);
      await killNow();
    })();
  });
}
