// Reads the Dockerfile's instructions, for the CI steps that repeat the image's recipe outside
// Docker (.ci/production-start.mjs) and for the test that keeps CI and the recipe in step
// (tests/deploy.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @typedef {{ keyword: string, args: string, exec?: string[], shell?: string, values?: Record<string, string> }} Instruction
 * @typedef {{ image: string, name: string | null, instructions: Instruction[] }} Stage
 * @typedef {{ globalArgs: Record<string, string>, stages: Stage[] }} Dockerfile
 */

/**
 * `["node", "x"]` (exec form) or `node x` (shell form, run by /bin/sh -c).
 * @param {string} args
 * @returns {{ exec: string[] } | { shell: string }}
 */
function command(args) {
  return args.startsWith('[') ? { exec: JSON.parse(args) } : { shell: args };
}

/**
 * `A=1 B="two words"` into `{ A: '1', B: 'two words' }`.
 * @param {string} args
 */
function assignments(args) {
  /** @type {Record<string, string>} */
  const pairs = {};
  for (const [, name, quoted, plain] of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=(?:"([^"]*)"|(\S*))/g)) pairs[name] = quoted ?? plain;
  return pairs;
}

/**
 * The stages of a Dockerfile, each with its base image and instructions in order. Continuation
 * lines are joined and comments dropped; RUN, CMD and HEALTHCHECK commands, ENV and ARG values are
 * parsed.
 * @param {string} text
 * @returns {Dockerfile}
 */
export function parseDockerfile(text) {
  const lines = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (pending === '' && (line === '' || line.startsWith('#'))) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1).trim()} `;
      continue;
    }
    lines.push(pending + line);
    pending = '';
  }
  /** @type {Record<string, string>} */
  const globalArgs = {};
  /** @type {Stage[]} */
  const stages = [];
  for (const line of lines) {
    const [, keyword, args = ''] = line.match(/^(\S+)\s*(.*)$/);
    /** @type {Instruction} */
    const instruction = { keyword: keyword.toUpperCase(), args };
    if (instruction.keyword === 'FROM') {
      const [image, , name] = args.split(/\s+/);
      stages.push({ image, name: name ?? null, instructions: [] });
      continue;
    }
    if (instruction.keyword === 'ARG' && stages.length === 0) Object.assign(globalArgs, assignments(args));
    if (instruction.keyword === 'RUN' || instruction.keyword === 'CMD') Object.assign(instruction, command(args));
    if (instruction.keyword === 'HEALTHCHECK') Object.assign(instruction, command(args.replace(/^(--\S+\s+)*CMD\s+/, '')));
    if (instruction.keyword === 'ENV') instruction.values = assignments(args);
    stages.at(-1)?.instructions.push(instruction);
  }
  return { globalArgs, stages };
}

export function readDockerfile(file = path.join(root, 'Dockerfile')) {
  return parseDockerfile(fs.readFileSync(file, 'utf8'));
}

/** What the final stage runs: its command, working directory and environment. */
export function runtimeOf({ stages }) {
  const last = stages.at(-1).instructions;
  const only = (keyword) => last.filter((i) => i.keyword === keyword);
  return {
    cmd: only('CMD').at(-1),
    healthcheck: only('HEALTHCHECK').at(-1),
    user: only('USER').at(-1)?.args ?? 'root',
    workdir: only('WORKDIR').at(-1)?.args ?? '/',
    env: Object.assign({}, ...only('ENV').map((i) => i.values)),
  };
}
