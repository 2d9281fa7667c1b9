import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const tsx = createRequire(import.meta.url).resolve('tsx');

/** One port for the fault tests, which run one file at a time (FAULTS_PORT, 3290 by default). */
export const port = Number(process.env.FAULTS_PORT ?? 3290);
export const baseUrl = `http://127.0.0.1:${port}`;

const tempDataDirs: string[] = [];
export function tempDataDir(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `bookshop-faults-${name}-`));
  tempDataDirs.push(dir);
  return dir;
}

/** Removes the folders `tempDataDir` made (tests call it when they are done). */
export function removeTempDataDirs(): void {
  for (const dir of tempDataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export interface ShopServer {
  /** Where it answers (`http://127.0.0.1:PORT`). */
  url: string;
  process: ChildProcess;
  /** Everything the server printed, to show when a test fails. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
}

/**
 * The real server process (the API from source through tsx, as `pnpm dev` runs it) on `dataDir`, or on
 * PostgreSQL when `databaseUrl` is given; resolves once it answers.
 */
export async function startServer(options: {
  dataDir?: string;
  databaseUrl?: string;
  /** Another port than the fault tests' own (a second server at the same time). */
  port?: number;
  /** The umask the server is started with (`000`: everything it creates would be everyone's). */
  umask?: string;
  /** More environment (SMTP_URL, OUTBOX_DIR...). */
  env?: NodeJS.ProcessEnv;
}): Promise<ShopServer> {
  const serverPort = options.port ?? port;
  const serverUrl = `http://127.0.0.1:${serverPort}`;
  const busy = await fetch(`${serverUrl}/api/books?limit=1`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`Port ${serverPort} is already in use: another server is running there.`);
  let printed = '';
  const command = [process.execPath, '--import', tsx, join(root, 'apps/api/src/server.ts')];
  const [file, ...args] = options.umask
    ? ['/bin/sh', '-c', `umask ${options.umask} && exec "$0" "$@"`, ...command]
    : command;
  const child = spawn(file as string, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir ?? tempDataDir('unused'),
      DATABASE_URL: options.databaseUrl ?? '',
      SESSION_SECRET: 'faults-test-secret-faults-test-secret',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    printed += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    printed += chunk;
  });
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  const server = { url: serverUrl, process: child, output: () => printed, exited };

  // A fresh embedded database is made, migrated and seeded first: over a minute on a loaded machine.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${printed}`);
    try {
      const response = await fetch(`${serverUrl}/api/books?limit=1`);
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not answer within 180 s:\n${printed}`);
}

/** SIGTERM, then the exit code. */
export async function stopServer(server: ShopServer): Promise<number | string> {
  if (server.process.exitCode === null && server.process.signalCode === null) server.process.kill('SIGTERM');
  return server.exited;
}

/**
 * A shopper with their own session cookie, asking the fault tests' server, or the server at `url`
 * (`via` sends one call to another: a session is valid on every server of one database).
 */
export class Shopper {
  private cookie = '';

  constructor(private readonly url = baseUrl) {}

  call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.via(this.url, method, path, body, headers);
  }

  async via(url: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(url + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers.getSetCookie();
    if (setCookie.length > 0) this.cookie = setCookie.map((line) => line.split(';')[0]).join('; ');
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }

  signUp(email: string, password = 'faults-secret-42') {
    return this.call('POST', '/api/users/signup', signUpBody(email, password));
  }
}

export function signUpBody(email: string, password = 'faults-secret-42') {
  return {
    name: 'Mercè',
    surname: 'Rodoreda',
    email,
    telephone: '+34 600 000 000',
    password,
    confirmPassword: password,
  };
}

async function adminQuery(serverUrl: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** An empty database of the fault test's own on the PostgreSQL at `serverUrl`, and how to drop it. */
export async function ownDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name}`).catch(() => {}),
  };
}
