// Revisions: every save and publish is kept (who, when), an old one can be restored as the draft,
// and draft saves are thinned to the newest 50 per item while publishes all stay.
import { type TestCms } from '../cms/helpers';
import { editDoc, type EditorClient, startWithEditor } from './helpers';
import { DRAFT_REVISIONS_KEPT } from '../../../cms/db/repositories/editor-docs.repository';

let cms: TestCms;
let ed: EditorClient;
beforeAll(async () => {
  ({ cms, ed } = await startWithEditor());
});
afterAll(() => cms.close());

it('lists revisions newest first and restores one as the draft', async () => {
  const url = '/api/editor/items/cases/1';
  await editDoc(ed, url, (d) => ({ ...d, title: 'Case, take one' }));
  await ed.call('POST', `${url}/publish`);
  await editDoc(ed, url, (d) => ({ ...d, title: 'Case, take two' }));
  const revs = (await ed.call('GET', `${url}/revisions`)).json().data as { n: number; kind: string; by: string; at: string }[];
  expect(revs.map((r) => r.kind)).toEqual(['draft', 'publish', 'draft']);
  expect(revs[0]).toMatchObject({ by: 'editor', at: expect.any(String) });
  const firstDraft = revs[2].n;
  const restored = await ed.call('POST', `${url}/revisions/${firstDraft}/restore`);
  expect(restored.json().data).toMatchObject({ state: 'changed', data: expect.objectContaining({ title: 'Case, take one' }) });
  expect((await ed.call('GET', `${url}/revisions`)).json().data[0].kind).toBe('restore');
  expect((await ed.call('POST', `${url}/revisions/999/restore`)).statusCode).toBe(404);
});

it('thins draft revisions but keeps every publish', async () => {
  const url = '/api/editor/items/faqs/1';
  await editDoc(ed, url, (d) => ({ ...d, title: 'published once' }));
  await ed.call('POST', `${url}/publish`);
  for (let i = 0; i < DRAFT_REVISIONS_KEPT + 5; i++) await editDoc(ed, url, (d) => ({ ...d, title: `draft ${i}` }));
  const revs = (await ed.call('GET', `${url}/revisions`)).json().data as { kind: string }[];
  expect(revs.filter((r) => r.kind === 'draft')).toHaveLength(DRAFT_REVISIONS_KEPT);
  expect(revs.filter((r) => r.kind === 'publish')).toHaveLength(1);
});

it('pages have revisions too', async () => {
  await editDoc(ed, '/api/editor/pages/collection', (d) => ({ ...d, name: 'Collection draft' }));
  const revs = (await ed.call('GET', '/api/editor/pages/collection/revisions')).json().data;
  expect(revs[0]).toMatchObject({ kind: 'draft', by: 'editor' });
});
