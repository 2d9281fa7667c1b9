import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { securityHeaders } from './headers';

/**
 * The one way a text answer (JSON, a rendered page, the sitemap) leaves the server: its content ETag
 * and a bodiless 304 when the browser has it, its brotli or gzip form when the browser accepts one and
 * it is large enough, and the headers that tell caches so. A `PreparedAnswer` keeps its compressed forms
 * once made: the read cache keeps prepared answers, so a kept answer is compressed once, not per request.
 *
 * Interface, for routes that want more than the default (`useSender` prepares every text answer):
 * - `new PreparedAnswer(body, { type, cacheControl, vary })` to keep an answer and its compressed forms;
 * - `sendPrepared(reply, answer)` to send it from a route or hook (304, encoding and headers done here);
 * - `prepareWith(reply, preparer)` to make (and keep) the answer from the bytes the route sends;
 * - `answer.writeTo(response, requestHeaders)` for a GET on a raw node:http response.
 * Files (static assets, uploads) are streams and leave by @fastify/static and @fastify/compress.
 */

/** Below this the answer is sent as it is: compressing would save less than it costs. */
export const COMPRESS_FROM_BYTES = 1024;
export const JSON_TYPE = 'application/json; charset=utf-8';

type Encoding = 'br' | 'gzip';

/**
 * How hard an answer is compressed: a kept answer once, as well as it reasonably can be; an answer
 * sent once (a signed-in reader's page, a rendered page) as cheaply as a per-request compression should be.
 */
const compression = {
  kept: { brotliQuality: 9, gzipLevel: 9 },
  once: { brotliQuality: 5, gzipLevel: 6 },
} as const;
export type Effort = keyof typeof compression;

/** What caches are told of an answer; `accept-encoding` is added to `vary` when the answer may be compressed. */
export interface AnswerDescription {
  /** The Content-Type. */
  type: string;
  cacheControl?: string;
  vary?: string;
}

/** What leaves for one request: the status, every header, and the body (none for a 304). */
export interface Answer {
  status: number;
  headers: Readonly<Record<string, string | number>>;
  body?: Buffer;
}

type Form = Encoding | 'identity' | 'unchanged';

/** One form's headers, as an object for Fastify and as the flat list node:http's `writeHead` takes. */
interface FormHeaders {
  object: Readonly<Record<string, string | number>>;
  list: (string | number)[];
}

/**
 * One answer's bytes and the one way they are sent. Its ETag is a hash of its bytes, so the same
 * answer has the same tag in every process and after any unrelated change. Compressed forms are made
 * on first need and kept with it; headers are put together once per form.
 */
export class PreparedAnswer {
  readonly etag: string;
  private readonly encoded = new Map<Encoding, Buffer>();
  private readonly sent = new Map<string, FormHeaders>();
  private readonly describing: Readonly<Record<string, string>>;
  private readonly compressible: boolean;

  constructor(
    readonly body: Buffer,
    description: AnswerDescription,
    private readonly effort: Effort = 'kept',
  ) {
    this.etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    this.compressible = body.length >= COMPRESS_FROM_BYTES && compressibleType.test(description.type);
    const vary = [description.vary, this.compressible ? 'accept-encoding' : undefined]
      .filter((part) => part)
      .join(', ');
    this.describing = {
      'content-type': description.type,
      etag: this.etag,
      ...(description.cacheControl && { 'cache-control': description.cacheControl }),
      ...(vary && { vary }),
    };
  }

  /**
   * The answer to a request with these headers: a 304 when it has this answer (a tagged 200 only), else
   * the body in the encoding it accepts. Other statuses (a 404 page) are compressed the same way, untagged.
   */
  answerFor(headers: IncomingHttpHeaders, status = 200, tagged = status === 200): Answer {
    const tag = tagged && status === 200;
    const { form, body } = this.formFor(headers, tag);
    return { status: body ? status : 304, headers: this.headersFor(form, tag).object, body };
  }

  /**
   * Writes the answer to a GET on a raw node:http response, as `answerFor` would, with the headers
   * `before` (name, value, ...) first. Nothing may have been set on the response yet: node:http then
   * takes the list as it is, where otherwise it sets each header one by one first: a sixth of a cached
   * answer's CPU time.
   */
  writeTo(
    response: ServerResponse,
    requestHeaders: IncomingHttpHeaders,
    before: readonly string[] = [],
  ): void {
    const { form, body } = this.formFor(requestHeaders, true);
    const list = this.headersFor(form, true).list;
    response.writeHead(body ? 200 : 304, before.length > 0 ? [...before, ...list] : list).end(body);
  }

  /** The form a request gets: unchanged (a 304, no body), or the body in the encoding it accepts. */
  private formFor(headers: IncomingHttpHeaders, tag: boolean): { form: Form; body?: Buffer } {
    if (tag && matches(headers, this.etag)) return { form: 'unchanged' };
    const encoding = this.compressible ? acceptedEncoding(headers) : undefined;
    return encoding
      ? { form: encoding, body: this.encodedAs(encoding) }
      : { form: 'identity', body: this.body };
  }

  private encodedAs(encoding: Encoding): Buffer {
    let found = this.encoded.get(encoding);
    if (!found) {
      const { brotliQuality, gzipLevel } = compression[this.effort];
      found =
        encoding === 'br'
          ? brotliCompressSync(this.body, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: brotliQuality,
                [zlib.BROTLI_PARAM_SIZE_HINT]: this.body.length,
              },
            })
          : gzipSync(this.body, { level: gzipLevel });
      this.encoded.set(encoding, found);
    }
    return found;
  }

  /** Every header of the answer as it leaves, security headers included, put together once per form. */
  private headersFor(form: Form, tag: boolean): FormHeaders {
    const key = tag ? form : `untagged ${form}`;
    let found = this.sent.get(key);
    if (!found) {
      const body = form === 'identity' ? this.body : form === 'unchanged' ? undefined : this.encodedAs(form);
      const { etag, 'content-type': type, ...describing } = this.describing;
      const object = {
        ...securityHeaders,
        ...describing,
        ...(tag && { etag }),
        ...(body && { 'content-type': type as string, 'content-length': body.length }),
        ...(form !== 'identity' && form !== 'unchanged' && { 'content-encoding': form }),
      };
      found = { object, list: Object.entries(object).flat() };
      this.sent.set(key, found);
    }
    return found;
  }
}

/** Texts worth compressing: JSON, HTML, plain text, XML, scripts and SVG. */
const compressibleType = /^(?:text\/|application\/(?:[\w.+-]*\+)?(?:json|xml|javascript)|image\/svg\+xml)/i;

function acceptedEncoding(headers: IncomingHttpHeaders): Encoding | undefined {
  const accepted = headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

function matches(headers: IncomingHttpHeaders, etag: string): boolean {
  const asked = headers['if-none-match'];
  if (!asked) return false;
  return asked === '*' || asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.slice(2));
}

/**
 * Makes the answer of a request from the bytes its route sends: the read cache keeps what it makes.
 * Returns none to leave the answer to the sender's default (compressed per request).
 */
export type Preparer = (body: Buffer, reply: FastifyReply) => PreparedAnswer | undefined;

/** Answers prepared by a route or hook, or how to prepare them, for `useSender` to send. */
const preparedFor = new WeakMap<FastifyReply, PreparedAnswer | Preparer>();

/** Sends `answer` from a route or hook: `useSender` turns it into a 304 or the accepted encoding. */
export function sendPrepared(reply: FastifyReply, answer: PreparedAnswer): FastifyReply {
  preparedFor.set(reply, answer);
  return reply.send(answer.body);
}

/** Has the answer this request's route will send prepared by `preparer` (the read cache keeps it). */
export function prepareWith(reply: FastifyReply, preparer: Preparer): void {
  preparedFor.set(reply, preparer);
}

/**
 * Every text answer of `app` (strings and buffers of a compressible type: the API's JSON, errors
 * included, rendered pages and the not-found page, the sitemap) leaves through `PreparedAnswer`:
 * prepared by its route (`sendPrepared`, `prepareWith`: kept and compressed once) or here, per request,
 * with the Content-Type, Cache-Control and Vary its route set. Only a GET's 200 gets a tag (and so a 304):
 * a write's answer is never asked for again. Streams (files) are left to @fastify/compress.
 */
export function useSender(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const prepared = preparedFor.get(reply);
    let answer: PreparedAnswer | undefined;
    if (prepared instanceof PreparedAnswer) answer = prepared;
    else {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
      const type = reply.getHeader('content-type');
      // Images and other bytes leave as they are; so does an answer a route encoded itself.
      if (typeof type !== 'string' || !compressibleType.test(type) || reply.hasHeader('content-encoding')) {
        return done(null, payload);
      }
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      answer =
        prepared?.(body, reply) ??
        new PreparedAnswer(
          body,
          { type, cacheControl: header(reply, 'cache-control'), vary: header(reply, 'vary') },
          'once',
        );
    }
    const get = request.method === 'GET' || request.method === 'HEAD';
    const sent = answer.answerFor(request.headers, reply.statusCode, get);
    reply.code(sent.status).headers(sent.headers);
    done(null, sent.body ?? '');
  });
}

function header(reply: FastifyReply, name: string): string | undefined {
  const value = reply.getHeader(name);
  return value === undefined ? undefined : String(value);
}
