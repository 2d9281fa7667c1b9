import type { ErrorBody } from '@bookshop/contract';
import type { ZodType } from 'zod';

export interface ApiConfig {
  /** Where the API lives: `/api` in the shop, an absolute URL in Node. */
  baseUrl: string;
  timeoutMs: number;
}

const config: ApiConfig = { baseUrl: '/api', timeoutMs: 15_000 };

/** Points the client elsewhere (tests, another host). */
export function configureApi(options: Partial<ApiConfig>): void {
  Object.assign(config, options);
}

/**
 * A failed call: the SPEC section 8 code of the action that failed (`loadNewBooksError`, ...) plus
 * what the server said, if it answered.
 */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status?: number,
    readonly serverCode?: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions<T> {
  /** The SPEC section 8 error code of this action. */
  errorCode: string;
  /** Validates the answer; a mismatch is a failure of the action. */
  schema: ZodType<T>;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Extra request headers (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** One call to the API: JSON in and out, cookies included, a time-out, errors with their code. */
export async function request<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { errorCode, schema, method = 'GET', body, headers = {}, signal } = options;
  const timeout = AbortSignal.timeout(config.timeoutMs);
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}${path}`, {
      method,
      credentials: 'include',
      headers:
        body === undefined
          ? { ...headers, accept: 'application/json' }
          : { ...headers, accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch {
    const timedOut = timeout.aborted;
    throw new ApiError(
      errorCode,
      timedOut ? 'The server took too long to answer' : 'The server could not be reached',
      undefined,
      timedOut ? 'timeout' : 'network',
    );
  }

  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = (payload as Partial<ErrorBody> | undefined)?.error;
    throw new ApiError(
      errorCode,
      error?.message ?? response.statusText,
      response.status,
      error?.code,
      error?.fields ?? {},
    );
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(
      errorCode,
      'The server sent an answer this shop does not understand',
      response.status,
      'invalidResponse',
    );
  }
  return parsed.data;
}
