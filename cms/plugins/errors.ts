// Answers unknown paths and every error with the {code, data, msg} envelope, never a stack trace.
import { global as fp } from './global';
import type { FastifyError } from 'fastify';
import { sendRefusal } from '../lib/envelope';

export const NOT_FOUND_MSG = 'The requested path does not exist.';

function validationMessage(err: FastifyError): string {
  const first = err.validation?.[0];
  const where = err.validationContext === 'querystring' ? 'query' : (err.validationContext ?? 'request');
  const field = first?.instancePath
    ? first.instancePath.replace(/^\//, '').replace(/\//g, '.')
    : (first?.params as { missingProperty?: string })?.missingProperty;
  return `Invalid request: ${where}${field ? ` field "${field}"` : ''} ${first?.message ?? 'is not valid'}.`;
}

export default fp(async (app) => {
  app.setNotFoundHandler((req, reply) => sendRefusal(reply, NOT_FOUND_MSG, 404));
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err.validation) return sendRefusal(reply, validationMessage(err), 200);
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) {
      req.log.error({ err }, 'request failed');
      return sendRefusal(reply, 'Internal server error.', 500);
    }
    const msg = status === 413 ? 'The request is too large.' : status === 415 ? 'Unsupported content type.' : err.message || 'Bad request.';
    return sendRefusal(reply, msg, status);
  });
});
