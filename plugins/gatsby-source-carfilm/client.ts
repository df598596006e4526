/**
 * The build's API client: one GET per endpoint of the contract table, every answer checked
 * against `Envelope(schema)`. It never returns something off-contract: it throws a SourceError
 * naming the endpoint path and the reason (unreachable, code ≠ 1 with msg, HTTP status, or the
 * first TypeBox error path), which run-steps turns into a failed build.
 *
 * An unreachable API costs at most (retries + 1) × timeoutMs + backoff (< 30 s with defaults).
 */
import { Value } from '@sinclair/typebox/value';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { TSchema } from '@sinclair/typebox';
import { endpoints, type DataOf, type EndpointName, type QueryOf } from '../../contract/endpoints';
import { Envelope } from '../../contract/envelope';
import { CODES, SourceError } from './report';
import type { CarfilmOptions } from './plugin-options';

export type ClientOptions = Pick<CarfilmOptions, 'apiUrl' | 'timeoutMs' | 'retries' | 'preview' | 'editorToken'> & Partial<Pick<CarfilmOptions, 'concurrency'>>;

const BACKOFF_MS = [300, 800, 1500];
/** Total time one call may spend retrying an unreachable API. */
export const UNREACHABLE_BUDGET_MS = 25000;

export interface ApiClient {
  get<K extends EndpointName>(name: K, query?: QueryOf<K>): Promise<DataOf<K>>;
  /**
   * An extra call (not in docs/product/api-calls.md): its data, or undefined when this API does
   * not offer it (HTTP 404). The first 404 is remembered, so the build asks once.
   */
  getExtra<K extends EndpointName>(name: K, query?: QueryOf<K>): Promise<DataOf<K> | undefined>;
  readonly apiUrl: string;
}

/** The API has no such call (HTTP 404 on an extra call). */
class NotOffered extends Error {}

/** `/api/Blog/list?page=2` — how messages name a call. */
export function describeCall(path: string, query?: Record<string, unknown>): string {
  const qs = toQueryString(query);
  return qs ? `${path}?${qs}` : path;
}

export function toQueryString(query?: Record<string, unknown>): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.append(k, String(v));
  return params.toString();
}

/**
 * Each answer's envelope is checked by TypeBox's compiled checker, made once per schema: an export
 * batch of 500 posts took 3 to 18 ms to check against 23 to 126 ms for `Value.Check`, on the
 * export's one-batch-after-another path (docs/architecture.md#sourcing-at-scale). A schema the
 * compiler refuses is checked by `Value.Check` as before; errors are always described by `Value.Errors`.
 */
const checkers = new WeakMap<TSchema, (value: unknown) => boolean>();
function checkerOf(schema: TSchema, envelope: TSchema): (value: unknown) => boolean {
  let check = checkers.get(schema);
  if (!check) {
    try {
      const compiled = TypeCompiler.Compile(envelope);
      check = (value) => compiled.Check(value);
    } catch {
      check = (value) => Value.Check(envelope, value);
    }
    checkers.set(schema, check);
  }
  return check;
}

export interface EnvelopeProblem {
  kind: 'refused' | 'shape';
  message: string;
}

/**
 * Check a parsed body against the endpoint's envelope. Returns null when it fits, else what is
 * wrong: code ≠ 1 (with the server's msg), or the first schema error as `path: message`.
 */
export function checkEnvelope(schema: TSchema, body: unknown): EnvelopeProblem | null {
  if (body && typeof body === 'object' && 'code' in body && (body as { code: unknown }).code !== 1) {
    const { code, msg } = body as { code: unknown; msg?: unknown };
    return { kind: 'refused', message: `answered code ${JSON.stringify(code)}${typeof msg === 'string' && msg ? ` with msg "${msg}"` : ' without a msg'}` };
  }
  const envelope = Envelope(schema);
  if (checkerOf(schema, envelope)(body)) return null;
  const first = Value.Errors(envelope, body).First();
  const where = first ? first.path || '/' : '/';
  const detail = first ? `${first.message}${first.value === undefined ? ' (missing)' : ` (got ${preview(first.value)})`}` : 'invalid';
  return { kind: 'shape', message: `answer does not fit the contract at ${where}: ${detail}` };
}

function preview(value: unknown): string {
  const s = JSON.stringify(value);
  if (s === undefined) return String(value);
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}

function reasonOf(err: unknown): string {
  const e = err as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return 'timed out';
  const code = e?.cause?.code;
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code) return `${code}${e.cause?.message ? ` (${e.cause.message})` : ''}`;
  return e?.cause?.message || e?.message || String(err);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * @param cancel aborts every call in flight and stops retries (sourceAll aborts it once a step
 *   has failed, so the other calls of a failed step do not keep retrying in the background).
 */
export function createClient(options: ClientOptions, fetchImpl: typeof fetch = fetch, cancel?: AbortSignal): ApiClient {
  const base = options.apiUrl.replace(/\/+$/, '');
  // The sourcing steps run at once, each with its own `concurrency`: the API still sees at most
  // `concurrency` requests at a time from this build, as when the steps ran one after another.
  const slot = limiter(options.concurrency ?? Infinity);

  async function get<K extends EndpointName>(name: K, query?: QueryOf<K>): Promise<DataOf<K>> {
    // a call keeps its slot through its retries, so calls that wait for a slot never hold up a
    // failing call's last attempt (an unreachable API still fails the build within the budget)
    const release = await slot();
    try {
      return await attempts(name, query);
    } finally {
      release();
    }
  }

  async function attempts<K extends EndpointName>(name: K, query?: QueryOf<K>): Promise<DataOf<K>> {
    const ep = endpoints[name];
    const q = { ...(query as Record<string, unknown> | undefined) };
    if (options.preview) q.preview = 1;
    const call = describeCall(ep.path, query as Record<string, unknown> | undefined);
    const qs = toQueryString(q);
    const url = `${base}${ep.path}${qs ? `?${qs}` : ''}`;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.preview && options.editorToken) headers['x-editor-token'] = options.editorToken;

    const started = Date.now();
    let attempt = 0;
    let lastReason = '';
    for (;;) {
      let res: Response;
      if (cancel?.aborted) throw new SourceError(CODES.StepFailed, `GET ${call}: cancelled after another call failed`, ep.path);
      const timeout = AbortSignal.timeout(options.timeoutMs);
      try {
        res = await fetchImpl(url, { headers, signal: cancel ? AbortSignal.any([timeout, cancel]) : timeout });
      } catch (err) {
        if (cancel?.aborted) throw new SourceError(CODES.StepFailed, `GET ${call}: cancelled after another call failed`, ep.path);
        lastReason = reasonOf(err);
        if (attempt < options.retries && Date.now() - started < UNREACHABLE_BUDGET_MS) {
          await sleep(BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]);
          attempt++;
          continue;
        }
        throw new SourceError(
          CODES.Unreachable,
          `GET ${call}: the API at ${base} is unreachable (${lastReason}) after ${attempt + 1} attempt(s) in ${Math.round((Date.now() - started) / 100) / 10} s. Is the CMS running? Set GATSBY_API_URL to its URL.`,
          ep.path,
        );
      }
      if (res.status >= 500 && attempt < options.retries && Date.now() - started < UNREACHABLE_BUDGET_MS) {
        await sleep(BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]);
        attempt++;
        continue;
      }
      const text = await res.text();
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = undefined;
      }
      if (res.status === 404 && 'extra' in ep) throw new NotOffered(call);
      if (!res.ok) {
        const msg = body && typeof body === 'object' && typeof (body as { msg?: unknown }).msg === 'string' ? `: "${(body as { msg: string }).msg}"` : '';
        throw new SourceError(CODES.HttpError, `GET ${call}: the API answered HTTP ${res.status} ${res.statusText}${msg}`, ep.path);
      }
      if (body === undefined) {
        throw new SourceError(CODES.ShapeMismatch, `GET ${call}: the answer is not JSON (${text.slice(0, 60) || 'empty body'})`, ep.path);
      }
      const problem = checkEnvelope(ep.data, body);
      if (problem) {
        throw new SourceError(problem.kind === 'refused' ? CODES.Refused : CODES.ShapeMismatch, `GET ${call}: the API ${problem.message}`, ep.path);
      }
      return (body as { data: DataOf<K> }).data;
    }
  }

  const missing = new Set<EndpointName>();
  async function getExtra<K extends EndpointName>(name: K, query?: QueryOf<K>): Promise<DataOf<K> | undefined> {
    if (missing.has(name)) return undefined;
    try {
      return await get(name, query);
    } catch (err) {
      if (!(err instanceof NotOffered)) throw err;
      missing.add(name);
      return undefined;
    }
  }

  return { get, getExtra, apiUrl: base };
}

/** A counting semaphore: `await slot()` waits for one of `size` slots and gives back its release. */
export function limiter(size: number): () => Promise<() => void> {
  let free = size;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free++;
  };
  return async () => {
    if (free > 0) free--;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  };
}

/** Map with at most `limit` promises in flight, keeping order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i], i);
    }
  });
  await Promise.all(workers);
  return out;
}
