// A dealer's own shop edit goes live at once; the preview and the editors' copy follow it, and an
// editor holding an older version is told instead of overwriting it.
import { ALPHA, call, login, type TestCms } from '../cms/helpers';
import { SAMPLES } from '../cms/samples';
import { MACHINE_TOKEN, type EditorClient, startWithEditor } from './helpers';

let cms: TestCms;
let ed: EditorClient;
beforeAll(async () => {
  ({ cms, ed } = await startWithEditor({ editorToken: MACHINE_TOKEN }));
});
afterAll(() => cms.close());

it("mirrors a dealer's saveInfo into the preview and the editor's document", async () => {
  const url = `/api/editor/items/dealers/${ALPHA.shopId}`;
  const before = await ed.call('GET', url);
  const token = await login(cms.app, ALPHA);
  expect((await call(cms.app, 'saveInfo', SAMPLES.saveInfo, token)).json().code).toBe(1);

  const preview = await cms.app.inject({ method: 'GET', url: `/api/shop/detail?id=${ALPHA.shopId}&preview=1`, headers: { 'x-editor-token': MACHINE_TOKEN } });
  expect(JSON.stringify(preview.json().data)).toContain('Alpha Films 2');
  const after = (await ed.call('GET', url)).json().data;
  expect(after).toMatchObject({ updated_by: 'dealer portal', data: expect.objectContaining({ shop_name: 'Alpha Films 2', desc: 'New desc' }) });
  expect(after.version).toBe(before.json().data.version + 1);

  const stale = await ed.call('PUT', url, { data: { ...before.json().data.data, shop_name: 'Editor name' } }, { 'if-match': String(before.headers.etag) });
  expect(stale.statusCode).toBe(409);
  expect(stale.json().msg).toMatch(/dealer portal/);
});
