// Registers one route of the contract table: method, path, request and response schemas, dealer guard.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Envelope, endpoints, type BodyOf, type DataOf, type EndpointName, type QueryOf } from '../../contract';
import { Answer, OK_MSG, Refusal, Serialized, sendRefusal } from '../lib/envelope';
import type { DealerAuth } from '../lib/context';

export interface RouteInput<K extends EndpointName> {
  query: QueryOf<K>;
  body: BodyOf<K>;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** The handler of a dealer route: the guard has already found the shop. */
export interface DealerRouteInput<K extends EndpointName> extends RouteInput<K> {
  dealer: DealerAuth;
}

type Result<K extends EndpointName> = DataOf<K> | Answer<DataOf<K>> | Refusal | Serialized;

/** The success answer of route `K` serialized by its response schema, to keep and send again. */
export const serializedAnswer = <K extends EndpointName>(reply: FastifyReply, _name: K, data: DataOf<K>): Serialized =>
  new Serialized(String(reply.serialize({ code: 1, data, msg: OK_MSG })));

export function define<K extends EndpointName>(app: FastifyInstance, name: K, handler: (input: DealerRouteInput<K>) => Promise<Result<K>> | Result<K>): void {
  const ep = endpoints[name] as (typeof endpoints)[EndpointName];
  // A spec-only CMS answers 404 to the extra calls, like an API that never had them.
  if ('extra' in ep && ep.extra && app.cms?.config.specOnly) return;
  const schema: Record<string, unknown> = { response: { 200: Envelope(ep.data) } };
  if ('query' in ep) schema.querystring = ep.query;
  if ('body' in ep) schema.body = ep.body;
  const isDealer = 'auth' in ep && ep.auth === 'dealer';
  app.withTypeProvider<TypeBoxTypeProvider>().route({
    method: ep.method,
    url: ep.path,
    schema,
    // the token first, before the payload is validated: a caller without a live session learns
    // nothing about a dealer call, not even which payload it takes
    preValidation: isDealer ? app.requireDealer : undefined,
    handler: async (req, reply) => {
      const result = await handler({
        query: (req.query ?? {}) as QueryOf<K>,
        body: (req.body ?? {}) as BodyOf<K>,
        req,
        reply,
        dealer: req.dealer as DealerAuth,
      });
      if (result instanceof Refusal)
        return result.data === null
          ? sendRefusal(reply, result.msg, result.status)
          : reply
              .code(result.status)
              .type('application/json; charset=utf-8')
              .send(JSON.stringify({ code: 0, data: result.data, msg: result.msg }));
      // a JSON string with its type is sent as it is
      if (result instanceof Serialized) return reply.type('application/json; charset=utf-8').send(result.json);
      if (result instanceof Answer) return { code: 1, data: result.data, msg: result.msg };
      return { code: 1, data: result, msg: OK_MSG };
    },
  });
}
