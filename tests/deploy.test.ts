import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDockerfile, runtimeOf } from '../.ci/dockerfile.mjs';
import { serverNodeFlags } from '../scripts/lib/process-env.mjs';

const root = path.resolve(__dirname, '..');
const semver = createRequire(path.join(root, 'cms', 'package.json'))('semver') as { satisfies(version: string, range: string): boolean };

const dockerfile = readDockerfile();
const runtime = runtimeOf(dockerfile);
const ciLines = fs
  .readFileSync(path.join(root, '.ci/run'), 'utf8')
  .split('\n')
  .map((line) => line.trim());
const composeFile = fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');

/** `docker compose` (the plugin) where it exists, else Debian's docker-compose, which .ci/run installs. */
function compose(): string[] {
  if (spawnSync('docker', ['compose', 'version']).status === 0) return ['docker', 'compose'];
  if (spawnSync('docker-compose', ['version']).status === 0) return ['docker-compose'];
  throw new Error(
    'No Compose here: apt-get install --no-install-recommends docker-compose (as .ci/run does), or the Docker Compose plugin',
  );
}

/** The variables the compose file refuses to go without (`${NAME:?message}`). */
const required = [...new Set([...composeFile.matchAll(/\$\{(\w+):\?/g)].map(([, name]) => name))];
const values = Object.fromEntries(required.map((name) => [name, `value-of-${name.toLowerCase()}`]));

/** `compose config` in a clean environment: only PATH and the given variables, no .env file. */
function configCommand(env: Record<string, string>, args: string[]) {
  const [program, ...base] = compose();
  const options = { env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env }, cwd: os.tmpdir(), encoding: 'utf8' as const };
  return { program, args: [...base, '--project-directory', root, '-f', path.join(root, 'docker-compose.yml'), 'config', ...args], options };
}

function composeConfig(env: Record<string, string>, args: string[] = []) {
  const { program, args: all, options } = configCommand(env, args);
  return spawnSync(program, all, options);
}

/** The same, several at once (Compose 1.x takes seconds to start). */
function composeConfigAsync(env: Record<string, string>, args: string[] = []) {
  const { program, args: all, options } = configCommand(env, args);
  return new Promise<{ status: number; stderr: string }>((resolve) => {
    execFile(program, all, options, (error, _stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stderr }));
  });
}

/** The resolved compose file, as JSON (Compose 1.x prints YAML only: python3's yaml reads it). */
function resolvedCompose(env: Record<string, string>) {
  const plugin = compose()[0] === 'docker';
  const result = composeConfig(env, plugin ? ['--format', 'json'] : []);
  expect(result.status, result.stderr).toBe(0);
  if (plugin) return JSON.parse(result.stdout);
  const json = spawnSync('python3', ['-c', 'import json, sys, yaml; print(json.dumps(yaml.safe_load(sys.stdin)))'], {
    input: result.stdout,
    encoding: 'utf8',
  });
  expect(json.status, json.stderr).toBe(0);
  return JSON.parse(json.stdout);
}

describe('docker-compose.yml', () => {
  it('is accepted by Compose once every secret is given', () => {
    const result = composeConfig(values, ['-q']);
    expect(result.status, result.stderr).toBe(0);
  });

  it('takes every secret from the environment and refuses to go on without one', async () => {
    const secrets = [
      'APP_KEYS',
      'API_TOKEN_SALT',
      'ADMIN_JWT_SECRET',
      'TRANSFER_TOKEN_SALT',
      'JWT_SECRET',
      'ENCRYPTION_KEY',
      'ADMIN_PASSWORD',
      'CMS_ADMIN_PASSWORD',
      'DATABASE_PASSWORD',
    ];
    expect(required).toEqual(expect.arrayContaining(secrets));
    // Each secret is a `${NAME:?…}` (above); that Compose stops on one missing is shown for three.
    const missing = ['APP_KEYS', 'ADMIN_PASSWORD', 'DATABASE_PASSWORD'];
    const refusals = await Promise.all(
      missing.map((name) => {
        const { [name]: _left, ...others } = values;
        return composeConfigAsync(others, ['-q']);
      }),
    );
    refusals.forEach((result, i) => {
      expect(result.status, missing[i]).not.toBe(0);
      expect(result.stderr, missing[i]).toContain(`set ${missing[i]}`);
    });
    const { app } = resolvedCompose(values).services;
    for (const name of secrets) expect(app.environment[name], name).toBe(values[name]);
  });

  it('starts PostgreSQL and the application, with restart policies, a health-gated start and volumes', () => {
    const { services, volumes } = resolvedCompose(values);
    const always = Object.entries(services as Record<string, { profiles?: string[] }>).filter(([, service]) => !service.profiles?.length);
    expect(always.map(([name]) => name).sort()).toEqual(['app', 'db']);
    for (const service of Object.values(services) as Array<{ restart: string }>)
      expect(['always', 'unless-stopped']).toContain(service.restart);
    expect(services.db.image).toMatch(/^postgres:\d+/);
    expect(services.db.healthcheck.test.join(' ')).toContain('pg_isready');
    expect(services.app.depends_on).toEqual({ db: { condition: 'service_healthy' } });
    expect(services.app.environment).toMatchObject({
      DATABASE_CLIENT: 'postgres',
      DATABASE_HOST: 'db',
      DATABASE_PASSWORD: values.DATABASE_PASSWORD,
    });
    expect(services.db.environment.POSTGRES_PASSWORD).toBe(values.DATABASE_PASSWORD);
    expect(Object.keys(volumes).sort()).toEqual(['cvs', 'db', 'uploads']);

    // The volumes sit where the image keeps the database, the uploads and the CVs.
    const mounts = (service: { volumes: Array<string | { source: string; target: string }> }) =>
      Object.fromEntries(service.volumes.map((v) => (typeof v === 'string' ? v.split(':').slice(0, 2) : [v.source, v.target])));
    expect(mounts(services.db)).toEqual({ db: '/var/lib/postgresql/data' });
    expect(mounts(services.app)).toEqual({ uploads: path.posix.join('/app', 'cms/public/uploads'), cvs: runtime.env.CV_STORAGE_DIR });
    const port = services.app.ports[0];
    expect(typeof port === 'string' ? port.split(':').at(-1) : String(port.target)).toBe(runtime.env.PORT);
  });
});

describe('docker-compose.yml, profile cache', () => {
  it("puts Varnish with the repository's VCL in front of two replicas of the application, which purge it", () => {
    const { services } = resolvedCompose({ ...values, CACHE_PURGE: 'varnish', VARNISH_PURGE_URLS: 'http://varnish' });
    const cache = Object.entries(services as Record<string, { profiles?: string[] }>).filter(([, service]) =>
      service.profiles?.includes('cache'),
    );
    expect(cache.map(([name]) => name).sort()).toEqual(['app2', 'varnish']);
    // The replica is the application: same image, settings and data, reached only through Varnish.
    expect(services.app2.image).toBe(services.app.image);
    expect(services.app2.environment).toEqual(services.app.environment);
    expect(services.app2.volumes).toEqual(services.app.volumes);
    expect(services.app2.ports ?? []).toEqual([]);
    for (const app of [services.app, services.app2])
      expect(app.environment).toMatchObject({ CACHE_PURGE: 'varnish', VARNISH_PURGE_URLS: 'http://varnish', CACHE_TAG_HEADER: 'xkey' });
    expect(services.varnish.image).toMatch(/^varnish:7\./);
    const vcl = (services.varnish.volumes as Array<string | { source: string; target: string }>).map((v) =>
      typeof v === 'string' ? v.split(':').slice(0, 2) : [v.source, v.target],
    );
    expect(vcl).toEqual([
      [path.join(root, 'deploy/varnish/default.vcl'), '/etc/varnish/default.vcl'],
      [path.join(root, 'deploy/varnish/backends.vcl'), '/etc/varnish/backends.vcl'],
    ]);
    // backends.vcl names the two replicas by their service names, on the application's port.
    const backends = fs.readFileSync(path.join(root, 'deploy/varnish/backends.vcl'), 'utf8');
    const hosts = [...backends.matchAll(/\.host = "([^"]+)";\s*\.port = "(\d+)"/g)].map(([, host, port]) => `${host}:${port}`);
    expect(hosts).toEqual([`app:${runtime.env.PORT}`, `app2:${runtime.env.PORT}`]);
  });
});

describe('Dockerfile', () => {
  it('builds in one stage and runs from another, on the current Node LTS every native module supports', () => {
    expect(dockerfile.stages.length).toBeGreaterThanOrEqual(2);
    const major = Number(dockerfile.globalArgs.NODE_VERSION);
    expect(major % 2, 'an LTS line is even').toBe(0);
    expect(major).toBeGreaterThanOrEqual(24);
    for (const stage of dockerfile.stages) expect(stage.image).toBe('node:${NODE_VERSION}-bookworm-slim');
    for (const pkg of ['@strapi/strapi', 'better-sqlite3', 'sharp']) {
      const { engines } = JSON.parse(fs.readFileSync(path.join(root, 'cms/node_modules', pkg, 'package.json'), 'utf8')) as {
        engines: { node: string };
      };
      expect(semver.satisfies(`${major}.0.0`, engines.node), `${pkg} supports Node ${major} (${engines.node})`).toBe(true);
    }
  });

  it('runs as a non-root user', () => {
    expect(['root', '0', '']).not.toContain(runtime.user);
  });

  it('runs, outside Docker in CI, every step of its recipe, in its order', () => {
    // What only an image needs: the system's build tools (CI machines have them) and the folders
    // its non-root user writes to.
    const imageOnly = /^(apt-get|mkdir) /;
    const runs = dockerfile.stages.flatMap((s) =>
      s.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.shell ?? i.exec?.join(' ') ?? ''),
    );
    const steps = runs.filter((run) => !imageOnly.test(run));
    expect(steps).toEqual([
      'npm install --no-audit --no-fund',
      'npm run build',
      'npm prune --omit=dev --no-audit --no-fund',
      'npm prune --omit=dev --no-audit --no-fund --prefix cms',
    ]);
    const positions = steps.map((step) => ciLines.indexOf(step));
    expect(positions, 'every step is a line of .ci/run').not.toContain(-1);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // Then its CMD (.ci/production-start.mjs runs the final stage's CMD, WORKDIR and ENV).
    expect(ciLines.indexOf('node .ci/production-start.mjs')).toBeGreaterThan(positions.at(-1)!);
    // The image starts the server as `npm start` does, with the same Node options.
    expect(runtime.cmd.exec).toEqual(['node', ...serverNodeFlags, 'server.js']);
    const cmsStart = (JSON.parse(fs.readFileSync(path.join(root, 'cms/package.json'), 'utf8')) as { scripts: { start: string } }).scripts
      .start;
    expect(cmsStart).toBe(['node', ...serverNodeFlags, 'server.js'].join(' '));
    expect(fs.existsSync(path.join(root, path.relative('/app', runtime.workdir), runtime.cmd.exec.at(-1)!))).toBe(true);
    expect(runtime.env.NODE_ENV).toBe('production');
  });

  it('leaves secrets, databases, uploads, CVs and local builds out of the image', () => {
    const ignored = fs.readFileSync(path.join(root, '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['.git', '**/node_modules', '**/dist', '**/.env', 'cms/.tmp', 'cms/private', 'cms/public/uploads/*']) {
      expect(ignored, entry).toContain(entry);
    }
  });
});

describe('the image’s HEALTHCHECK', () => {
  let status = 204;
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    server = http.createServer((req, res) => res.writeHead(req.url === '/_health' ? status : 404).end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** The check's exit code, run as Docker runs it (asynchronously: the stand-in answers in this process). */
  const runCheck = (env: Record<string, string>) => {
    const [program, ...args] = runtime.healthcheck.exec;
    expect(program).toBe('node');
    return new Promise<number>((resolve) => {
      execFile(process.execPath, args, { env: { ...process.env, ...env }, timeout: 10_000 }, (error) =>
        resolve(error ? Number(error.code ?? -1) : 0),
      );
    });
  };

  it('asks /_health on the port the application listens on', async () => {
    expect(runtime.healthcheck.args).toContain('/_health');
    status = 204;
    expect(await runCheck({ PORT: String(port) })).toBe(0);
    status = 503;
    expect(await runCheck({ PORT: String(port) })).toBe(1);
  });

  it('fails when nothing answers', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const unused = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await runCheck({ PORT: String(unused) })).toBe(1);
  });
});
