// Builds the {code, data, msg} answers: success objects for the serializer, refusals as ready JSON.
import type { FastifyReply } from 'fastify';

export const OK_MSG = 'success';
export const TOO_MANY = 'Too many attempts. Please try again later.';

/** A refused request: code 0 with a human message (HTTP 200 unless a status is given). */
export class Refusal {
  constructor(
    readonly msg: string,
    readonly status = 200,
    /** what the refusal says beyond its message (a registration's problems field by field); null for most */
    readonly data: unknown = null,
  ) {}
}

export const refuse = (msg: string, status = 200) => new Refusal(msg, status);
/** A refusal whose data names each problem beside its field: {errors: [{path, message}]}. */
export const refuseFields = (errors: { path: string; message: string }[], status = 200) =>
  new Refusal(errors[0]?.message ?? 'Bad request.', status, { errors });

/** Refusal bodies by message: the same few are sent again and again (not found, too many attempts). */
const refusalBodies = new Map<string, string>();

const refusalBody = (msg: string) => {
  let body = refusalBodies.get(msg);
  if (body === undefined) {
    body = JSON.stringify({ code: 0, data: null, msg });
    // validation messages name fields: keep a bounded number
    if (refusalBodies.size < 256) refusalBodies.set(msg, body);
  }
  return body;
};

/** Sends a refusal without the route's response schema (its data is null). */
export function sendRefusal(reply: FastifyReply, msg: string, status = 200): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(refusalBody(msg));
}

/** A success whose msg says more than the default. */
export class Answer<T> {
  constructor(
    readonly data: T,
    readonly msg: string,
  ) {}
}

export const answer = <T>(data: T, msg: string) => new Answer(data, msg);

/**
 * A success already serialized by its route's response schema: an answer sent again and again (a
 * warranty's detail, kept until content changes) is turned into JSON once, not at every request.
 */
export class Serialized {
  constructor(readonly json: string) {}
}
