import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Fastify's request log writes two lines per request, which cost more than a cached answer itself.
 * This one writes none for a request arriving and one for an answer that failed (5xx, or a broken
 * reply) or took `slowMs` or longer; Fastify's other log lines (errors, closing) stay as they are.
 */
export class FailedAndSlowRequestsLog extends LogController {
  constructor(private readonly slowMs = 1000) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const responseTime = reply.elapsedTime;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
    } else if (reply.statusCode >= 500) {
      reply.log.warn({ req: request, res: reply, responseTime }, 'request failed');
    } else if (responseTime >= this.slowMs) {
      reply.log.warn({ req: request, res: reply, responseTime }, 'slow request');
    }
  }
}
