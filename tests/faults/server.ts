import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** Helpers for the fault tests: the real server in its own process, on a free port. */

const root = fileURLToPath(new URL('../..', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningServer {
  process: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts the server from source (never a stale build) on the embedded database in `dataDir` (or the
 * `DATABASE_URL` given in `env`), and waits until it answers. It is one node process with tsx as a
 * loader, not the tsx command: that one runs the server in a child, which a SIGKILL would not reach.
 */
export async function startServer(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SESSION_SECRET: 'fault-tests-secret-fault-tests-secret',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server stopped while starting:\n${output}`);
    try {
      if ((await fetch(`${base}/api/books?limit=1`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`The server did not answer within 2 minutes:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { process: child, base, output: () => output, exited };
}

export function signUpBody(email: string, password = 'secret-password') {
  return {
    name: 'Fault',
    surname: 'Tester',
    email,
    telephone: '+34 931 234 567',
    password,
    confirmPassword: password,
  };
}

export async function postJson(url: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/** The `Cookie` header value that sends back a response's session cookie. */
export function sessionOf(response: Response): string {
  const setCookie = response.headers.getSetCookie().find((value) => value.startsWith('session='));
  if (!setCookie) throw new Error(`No session cookie (${response.status})`);
  return setCookie.split(';')[0] as string;
}
