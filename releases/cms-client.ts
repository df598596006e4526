// The service's only door to the CMS: the four calls of contract/releases.ts it makes (lease,
// snapshot, events, orders), signed with CMS_RELEASE_TOKEN. Everything else of the service speaks
// to this interface, so tests may run it against any server that answers these calls.
import { releasePaths, type ReleaseEvent, type ReleaseLease, type ReleaseLeaseRequest, type RollbackOrder, type SiteSnapshot } from '../contract/releases';
import type { ApiEnvelope } from '../contract/envelope';

export interface CmsClient {
  lease(req: ReleaseLeaseRequest): Promise<ReleaseLease>;
  snapshot(): Promise<SiteSnapshot>;
  event(e: ReleaseEvent): Promise<void>;
  order(): Promise<RollbackOrder | null>;
}

/** A call the CMS refused or could not answer; `status` 0 when it was not reached. */
export class CmsCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export function cmsClient(baseUrl: string, token: string, timeoutMs = 10_000): CmsClient {
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    const url = `${baseUrl}${path}`;
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new CmsCallError(`${method} ${url}: the CMS did not answer (${(err as Error).message})`, 0);
    }
    const text = await res.text();
    let env: ApiEnvelope<T> | null = null;
    try {
      env = JSON.parse(text) as ApiEnvelope<T>;
    } catch {
      /* not JSON: reported below */
    }
    if (res.status === 401 || res.status === 403) {
      throw new CmsCallError(
        `${method} ${url}: the CMS refused the service (${res.status}${env?.msg ? `: ${env.msg}` : ''}); is CMS_RELEASE_TOKEN the CMS's?`,
        res.status,
      );
    }
    if (!res.ok || !env || env.code !== 1) {
      throw new CmsCallError(`${method} ${url}: HTTP ${res.status}${env?.msg ? `: ${env.msg}` : `: ${text.slice(0, 200)}`}`, res.status);
    }
    return env.data;
  };
  return {
    lease: (req) => call<ReleaseLease>('POST', releasePaths.lease, req),
    snapshot: () => call<SiteSnapshot>('GET', releasePaths.snapshot),
    event: async (e) => {
      await call<unknown>('POST', releasePaths.events, e);
    },
    order: () => call<RollbackOrder | null>('GET', releasePaths.orders),
  };
}
