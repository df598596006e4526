// Preview: `?preview=1` with the `x-editor-token` header (CMS_EDITOR_TOKEN) lets public calls return drafts too.
import { createHash, timingSafeEqual } from 'node:crypto';
import { global as fp } from './global';
import { sendRefusal } from '../lib/envelope';
import { draftsEverShown, runWithDrafts } from '../lib/visibility';

const digest = (s: string) => createHash('sha256').update(s).digest();

export default fp<{ editorToken: string | null }>(async (app, { editorToken }) => {
  const expected = editorToken ? digest(editorToken) : null;
  app.addHook('onRequest', (req, reply, done) => {
    const wantsPreview = (req.query as Record<string, unknown> | undefined)?.preview === '1';
    // Until a first preview, no request runs with drafts, so none needs a store saying it does not:
    // on Node 20 the first store switches on a hook that slows every promise of the process (about a
    // fifth of a cached answer's cost), which a production CMS never asked for a preview avoids.
    if (!wantsPreview) return draftsEverShown() ? runWithDrafts(false, done) : done();
    const raw = req.headers['x-editor-token'];
    const given = typeof raw === 'string' ? raw : '';
    if (!expected || !given || !timingSafeEqual(digest(given), expected)) {
      sendRefusal(reply, 'A valid editor token is required for preview.', 401);
      return;
    }
    runWithDrafts(true, done);
  });
});
