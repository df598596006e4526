// The console's one way to call the editing API (same origin, cookie session): JSON in, the
// {code, data, msg} envelope out, the ETag kept, and refusals as ApiError with their data.
export interface Envelope<T> {
  code: number;
  data: T;
  msg: string;
}

export interface FieldError {
  path: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly data: unknown,
    readonly etag: string | null,
  ) {
    super(message);
  }
  get fieldErrors(): FieldError[] {
    const errors = (this.data as { errors?: FieldError[] } | null)?.errors;
    return Array.isArray(errors) ? errors : [];
  }
}

export interface Answer<T> {
  data: T;
  msg: string;
  etag: string | null;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function call<T>(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
  const init: RequestInit = { method, credentials: 'same-origin', headers: { accept: 'application/json', ...headers } };
  // a form with files, or a file as it is (a CSV: its Blob type is the content type)
  if (body instanceof FormData || body instanceof Blob) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  let res: Response;
  try {
    res = await fetch(url, init);
  } catch {
    throw new ApiError('The CMS does not answer: check your connection and try again. Nothing you typed is lost.', 0, null, null);
  }
  const text = await res.text();
  let env: Envelope<T> | null = null;
  try {
    env = JSON.parse(text) as Envelope<T>;
  } catch {
    /* not JSON: a proxy's error page */
  }
  const etag = res.headers.get('etag');
  if (!res.ok || !env || env.code !== 1)
    throw new ApiError(env?.msg || `The CMS answered ${res.status} ${res.statusText}.`, res.status, env?.data ?? null, etag);
  return { data: env.data, msg: env.msg, etag };
}

export const get = async <T>(url: string) => (await call<T>('GET', url)).data;

export const qs = (params: Record<string, string | number | undefined | null>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') p.set(k, String(v));
  const s = p.toString();
  return s ? `?${s}` : '';
};
