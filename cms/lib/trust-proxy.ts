// Reads CMS_TRUST_PROXY into what Fastify's `trustProxy` accepts, never "trust every hop".
import net from 'node:net';

/** false: no proxy; a number: that many proxy hops in front of the CMS; a list: the proxies' addresses or CIDR ranges. */
export type TrustProxy = false | number | string[];

const isAddressOrCidr = (s: string) => {
  const [addr, bits, extra] = s.split('/');
  if (extra !== undefined || !net.isIP(addr)) return false;
  if (bits === undefined) return true;
  const max = net.isIPv4(addr) ? 32 : 128;
  return /^[0-9]{1,3}$/.test(bits) && Number(bits) <= max;
};

/**
 * `''`/`0`: off; `1` (or any whole number n): n hops, so the client is the address the nearest
 * n proxies saw and whatever a client wrote further left in X-Forwarded-For is ignored; otherwise
 * a comma-separated list of proxy addresses or CIDRs (`127.0.0.1,10.0.0.0/8`).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = (value ?? '').trim();
  if (!v || v === '0' || v.toLowerCase() === 'false') return false;
  if (v.toLowerCase() === 'true') {
    // `true` would believe every X-Forwarded-For hop: any client could pick its own address
    throw new Error(
      "CMS_TRUST_PROXY=true is refused: it would let any client choose its address through X-Forwarded-For. Set the number of proxy hops in front of the CMS (1 for one reverse proxy) or the proxies' addresses/CIDRs (e.g. 127.0.0.1,10.0.0.0/8).",
    );
  }
  if (/^[0-9]{1,2}$/.test(v)) return Number(v);
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = list.filter((s) => !isAddressOrCidr(s));
  if (bad.length || !list.length) {
    throw new Error(
      `CMS_TRUST_PROXY: expected 0, a number of proxy hops, or a comma-separated list of addresses/CIDRs; not understood: ${bad.join(', ') || v}`,
    );
  }
  return list;
}
