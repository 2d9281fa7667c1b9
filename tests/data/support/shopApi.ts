import { configureApi } from '@bookshop/data';
import {
  createTestApp,
  type Reader,
  signUp,
  signUpAdmin,
  type TestApp,
} from '../../../apps/api/test/helpers';

type App = TestApp['app'];
type Answer = Awaited<ReturnType<App['inject']>>;

/** A call the data layer sent, as the server received it. */
export interface SentCall {
  method: string;
  /** The address without `/api`: `/books?limit=10`. */
  path: string;
  headers: Record<string, string>;
}

/** A call the network loses: before it reaches the server, or its answer on the way back. */
interface Loss {
  method: string;
  path: RegExp;
  lost: 'request' | 'answer';
  /** Matching calls still to let through before this one. */
  skip: number;
}

/**
 * One browser talking to the API in this process: its cookies kept between calls as a browser keeps
 * them, every call through `app.inject`, never a socket. The network can lose a call (`lose`), which is
 * the one failure the real API cannot produce by itself.
 */
export class Browser {
  private readonly cookies = new Map<string, string>();
  private readonly losses: Loss[] = [];
  /** Every call the data layer made, oldest first. */
  readonly sent: SentCall[] = [];

  constructor(private readonly app: App) {}

  /** The browser as after `reader` signed in in it (their session cookie). */
  signInAs(reader: Reader): void {
    const [name = '', value = ''] = reader.cookie.split(/=(.*)/s);
    this.cookies.set(name, value);
  }

  /** A fresh guest browser: no cookies, nothing sent, no losses waiting. */
  reset(): void {
    this.cookies.clear();
    this.sent.length = 0;
    this.losses.length = 0;
  }

  /** The `skip + 1`-th next call to `method path` is lost on the way there or back. */
  lose(method: string, path: RegExp, lost: Loss['lost'], skip = 0): void {
    this.losses.push({ method, path, lost, skip });
  }

  readonly fetch = async (address: string, init: RequestInit): Promise<Response> => {
    const method = init.method ?? 'GET';
    const headers = { ...(init.headers as Record<string, string>) };
    const path = address.replace(/^\/api/, '');
    this.sent.push({ method, path, headers });
    const lost = this.takeLoss(method, path);
    if (lost === 'request') throw new TypeError('fetch failed');

    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const answer = await this.app.inject({
      method: method as 'GET',
      url: address,
      headers: cookie ? { ...headers, cookie } : headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    if (lost === 'answer') throw new TypeError('fetch failed');
    this.keepCookies(answer);
    const bodiless = answer.statusCode === 204 || answer.statusCode === 304;
    const type = answer.headers['content-type'];
    return new Response(bodiless ? null : answer.body, {
      status: answer.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  };

  private takeLoss(method: string, path: string): Loss['lost'] | undefined {
    const index = this.losses.findIndex((loss) => loss.method === method && loss.path.test(path));
    const loss = this.losses[index];
    if (!loss) return undefined;
    if (loss.skip > 0) {
      loss.skip -= 1;
      return undefined;
    }
    this.losses.splice(index, 1);
    return loss.lost;
  }

  private keepCookies(answer: Answer): void {
    for (const cookie of answer.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires <= new Date());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }
}

/**
 * The real API for one test file: `buildApp` over a fresh embedded database holding the demo catalogue
 * (a database of its own on PostgreSQL with DATABASE_URL), which the data layer reaches through
 * `browser`. Tests arrange what another person or another tab did with `call`.
 */
export async function startShopApi() {
  const testApp: TestApp = await createTestApp();
  const browser = new Browser(testApp.app);
  // A loaded machine can take seconds over a call; the client's own 15 s is for the real network.
  configureApi({ baseUrl: '/api', timeoutMs: 60_000, fetch: browser.fetch });
  return {
    testApp,
    browser,
    /** A call made elsewhere, as `as` (a guest without), with a JSON body; fails unless it is a 2xx. */
    async call(
      method: string,
      path: string,
      { as, body, headers = {} }: { as?: Reader; body?: unknown; headers?: Record<string, string> } = {},
    ) {
      const answer = await testApp.app.inject({
        method: method as 'GET',
        url: `/api${path}`,
        headers: as ? { ...headers, cookie: as.cookie } : headers,
        payload: body as object | undefined,
      });
      if (answer.statusCode >= 300) throw new Error(`${method} ${path}: ${answer.statusCode} ${answer.body}`);
      return answer.json();
    },
    /**
     * While `during` runs, the server fails as it does when its database breaks under it: every
     * statement meets no tables (their schema is renamed away), so every call that reads or writes
     * answers 500 `internalError`. Answers the read cache already keeps still go out, as they would.
     */
    async whileTheDatabaseFails<T>(during: () => Promise<T>): Promise<T> {
      await testApp.database.db.execute('ALTER SCHEMA public RENAME TO public_gone');
      try {
        return await during();
      } finally {
        await testApp.database.db.execute('ALTER SCHEMA public_gone RENAME TO public');
      }
    },
    signUp: (details?: Parameters<typeof signUp>[1]) => signUp(testApp.app, details),
    signUpAdmin: () => signUpAdmin(testApp),
    close: () => testApp.close(),
  };
}
export type ShopApi = Awaited<ReturnType<typeof startShopApi>>;
