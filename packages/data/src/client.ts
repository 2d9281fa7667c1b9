import type { ErrorBody } from '@bookshop/contract';
import type { output } from 'zod';
import { answerSchemas } from './answerSchemas';

/** A book a basket or a checkout refused: its name, the copies left and why. */
export type RefusedBook = Omit<NonNullable<ErrorBody['error']['books']>[number], '_id'> & { id: string };

/** The name of each kind of answer the API gives, and its type. */
export type Answers = { [Name in keyof typeof answerSchemas]: output<(typeof answerSchemas)[Name]> };

/**
 * Development builds, tests and stories check every answer against the contract, so a server that
 * drifts from it fails loudly there. The built shop trusts its own server, which writes every answer
 * through the same contract's JSON schemas, and so keeps zod (about 20 KB) out of the first load.
 */
const checkedAnswers = import.meta.env.DEV ? answerSchemas : undefined;

export interface ApiConfig {
  /** Where the API lives: `/api` in the shop, an absolute URL in Node. */
  baseUrl: string;
  timeoutMs: number;
  /**
   * How calls reach the API: the browser's `fetch`, or on the server the render's own way to the API
   * in the same process (apps/shop/src/app/renderPage.tsx), so that a render never goes to the network.
   */
  fetch: (address: string, init: RequestInit) => Promise<Response>;
}

const config: ApiConfig = {
  baseUrl: '/api',
  timeoutMs: 15_000,
  fetch: (address, init) => globalThis.fetch(address, init),
};

/** The full address of an API path, for a plain link (a download the browser saves itself). */
export function apiAddress(path: string): string {
  return `${config.baseUrl}${path}`;
}

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
    /** The books a refusal of stock named (`error.books`), ids as the client names them. */
    readonly books: RefusedBook[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions<Name extends keyof Answers> {
  /** The SPEC section 8 error code of this action. */
  errorCode: string;
  /** What the call answers; in development a mismatch with the contract is a failure of the action. */
  answer: Name;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A multipart body (an upload) instead of JSON; the browser writes its content type. */
  form?: FormData;
  /** Extra request headers (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** How long this call may take instead of the client's `timeoutMs` (a catalogue feed's upload). */
  timeoutMs?: number;
  /** Told how many bytes of the body have been sent, of how many (a browser's upload; `fetch` cannot). */
  onUploadProgress?: (sent: number, total: number) => void;
}

/**
 * `fetch` as XMLHttpRequest does it, for an upload whose progress is shown: fetch says nothing of
 * the bytes sent. Cookies, headers, the signal and the answer as `fetch` has them.
 */
function fetchWithUploadProgress(
  address: string,
  init: RequestInit,
  onProgress: (sent: number, total: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', address);
    xhr.withCredentials = init.credentials === 'include';
    for (const [name, value] of Object.entries(init.headers as Record<string, string>)) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.total);
    xhr.onload = () =>
      resolve(
        new Response(xhr.responseText, {
          status: xhr.status,
          headers: { 'content-type': xhr.getResponseHeader('content-type') ?? '' },
        }),
      );
    xhr.onerror = () => reject(new TypeError('The server could not be reached'));
    init.signal?.addEventListener('abort', () => {
      xhr.abort();
      reject(init.signal?.reason);
    });
    xhr.send(init.body as XMLHttpRequestBodyInit | null);
  });
}

/** One call to the API: JSON in and out, cookies included, a time-out, errors with their code. */
export async function request<Name extends keyof Answers>(
  path: string,
  options: RequestOptions<Name>,
): Promise<Answers[Name]> {
  const { errorCode, answer, method = 'GET', body, form, headers = {}, signal } = options;
  const address = `${config.baseUrl}${path}`;
  const timeout = AbortSignal.timeout(options.timeoutMs ?? config.timeoutMs);
  const { onUploadProgress } = options;
  const send =
    onUploadProgress && typeof XMLHttpRequest !== 'undefined'
      ? (to: string, init: RequestInit) => fetchWithUploadProgress(to, init, onUploadProgress)
      : config.fetch;
  let response: Response;
  try {
    response = await send(address, {
      method,
      credentials: 'include',
      headers:
        body === undefined
          ? { ...headers, accept: 'application/json' }
          : { ...headers, accept: 'application/json', 'content-type': 'application/json' },
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
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
      (error?.books ?? []).map(({ _id, ...book }) => ({ id: _id, ...book })),
    );
  }
  return checked(payload, answer, errorCode, response.status);
}

/** The answer as the contract reads it (checked in development only, see `checkedAnswers`). */
function checked<Name extends keyof Answers>(
  payload: unknown,
  answer: Name,
  errorCode: string,
  status: number,
): Answers[Name] {
  if (!checkedAnswers) return payload as Answers[Name];
  const parsed = checkedAnswers[answer].safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(
      errorCode,
      'The server sent an answer this shop does not understand',
      status,
      'invalidResponse',
    );
  }
  return parsed.data as Answers[Name];
}
