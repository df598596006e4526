// Editor-side helpers: sign in as the demo editor (or anyone), then call the editing API with the cookie.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO_EDITOR } from '../../../cms/demo/accounts';
import { startCms, type TestCms } from '../cms/helpers';

export { DEMO_EDITOR };
export const MACHINE_TOKEN = 'editor-token-for-tests-0123456789';

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH';

export interface EditorClient {
  cookie: string;
  call(method: Method, url: string, payload?: object, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

export async function signIn(app: FastifyInstance, username = DEMO_EDITOR.username, password = DEMO_EDITOR.password): Promise<EditorClient> {
  const res = await app.inject({ method: 'POST', url: '/api/editor/session', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${res.statusCode} ${res.body}`);
  const cookie = String(res.headers['set-cookie']).split(';')[0];
  return {
    cookie,
    call: (method, url, payload, headers = {}) => app.inject({ method, url, headers: { cookie, ...headers }, ...(payload ? { payload } : {}) }),
  };
}

/** A CMS of its own (startCms's arguments) with the demo editor signed in. */
export async function startWithEditor(...args: Parameters<typeof startCms>): Promise<{ cms: TestCms; ed: EditorClient }> {
  const cms = await startCms(...args);
  return { cms, ed: await signIn(cms.app) };
}

/** GET an item or page, then PUT `change(data)` with its ETag. */
export async function editDoc(ed: EditorClient, url: string, change: (data: Record<string, any>) => Record<string, any>) {
  const got = await ed.call('GET', url);
  if (got.statusCode !== 200) throw new Error(`GET ${url}: ${got.statusCode} ${got.body}`);
  return ed.call('PUT', url, { data: change(got.json().data.data) }, { 'if-match': String(got.headers.etag) });
}

export const BLOG = {
  title: 'Fresh news',
  sub_title: 'Fresh',
  desc: 'New',
  keywords: 'new',
  image: 'media/a.png',
  label_arr: ['News'],
  createtime: '2026-11-20 10:00:00',
  content: '<p>new</p>',
  related: [],
};
