// Which answers get a line in the request log (CMS_LOG_REQUESTS, docs/configuration.md). With
// `errors`, the production default, a success gets none: two lines for each of thousands of answers a
// second cost about as much as a cached answer itself and bury the lines that matter. An answer
// with status 400 or above still gets one line, naming the request as well, since the incoming
// request is not logged on its own.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { LogRequests } from '../config';

class ErrorsOnly extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    if (reply.statusCode >= 400) reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** Fastify's `logController` option for the setting; undefined keeps Fastify's own (every answer). */
export const requestLogController = (mode: LogRequests): LogController | undefined => (mode === 'errors' ? new ErrorsOnly() : undefined);
