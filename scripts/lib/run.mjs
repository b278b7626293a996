import { spawn } from 'node:child_process';

/** Runs a command with inherited output; rejects when it fails. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/**
 * Runs a command with its output kept (stdout and stderr in the order they came), for a caller that
 * runs several side by side and prints each one's output whole. Resolves with the output; when the
 * command fails, the error carries it as `output`.
 * @returns {Promise<string>}
 */
export function runCollected(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const output = Buffer.concat(chunks).toString();
      if (code === 0) return resolve(output);
      reject(Object.assign(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`), { output }));
    });
  });
}

export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
