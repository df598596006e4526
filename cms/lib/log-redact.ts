// What the request log may say about a URL: query values of secret or personal keys are withheld
// (reset codes in getLinkExpire?code=, tokens, warranty lookups by email or plate).
import type { FastifyRequest } from 'fastify';

const SECRET_KEYS = new Set(['code', 'token', 'password', 'key', 'filter', 'email', 'new_password']);

const decodeName = (name: string) => {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    // an undecodable name may still be a secret's: withhold it
    return 'code';
  }
};

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return SECRET_KEYS.has(decodeName(name)) ? `${name}=[withheld]` : pair;
    });
  return `${url.slice(0, q)}?${query.join('&')}`;
}

/** Fastify's default request serializer, with the URL redacted. */
export function requestSerializer(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
