// The editing API's answers: the usual {code, data, msg} envelope, and refusals that carry data
// (a 409's current version, a 400's field errors).
import type { FastifyReply } from 'fastify';
import { OK_MSG } from '../../lib/envelope';

export const ok = (data: unknown, msg = OK_MSG) => ({ code: 1, data, msg });

export function sendWith(reply: FastifyReply, msg: string, status: number, data: unknown): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ code: 0, data, msg }));
}
