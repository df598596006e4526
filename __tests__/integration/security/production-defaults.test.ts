// Safe by default outside a demo (docs/configuration.md, production): no demo content or demo
// accounts unless CMS_DEMO=1, no sign-in with a password the README publishes, no password in
// content or in the editing API, only library paths in media fields and https: links, and no
// caching of answers that carry personal data or a session.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { bootCms } from '../../../cms/boot';
import { loadConfig, parseDemo, type CmsConfig } from '../../../cms/config';
import { loadContent } from '../../../cms/db/content-loader';
import { DEMO_CONTENT, DEMO_EDITOR } from '../../../cms/demo/accounts';
import { FIRST_ADMIN_COMMAND } from '../../../cms/demo/first-run';
import { up as removeContentPasswords } from '../../../cms/db/migrations/2026-11-27-no-passwords-in-content';
import { hashPassword } from '../../../cms/lib/password';
import { updateUser, findUserByName } from '../../../cms/db/repositories/editor-users.repository';
import { DEMO_PASSWORD_REFUSED } from '../../../cms/routes/editor/session';
import { BAD_LOGIN } from '../../../cms/routes/login';
import { ALPHA, FIXTURE_DIR, call, login, startCms, type TestCms } from '../cms/helpers';
import { MACHINE_TOKEN, editDoc, signIn } from '../editor/helpers';

const BERLIN = { username: 'dealer.berlin', password: 'Berlin#2026film' };

function logSink() {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (d: Buffer) => (text += d.toString()));
  return { stream, text: () => text };
}

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-prod-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A CMS booted as `npm run cms` boots, on a SQLite file of `dir`. */
async function boot(dir: string, overrides: Partial<CmsConfig>) {
  const log = logSink();
  const config = loadConfig(
    {},
    { dbFile: path.join(dir, 'cms.sqlite'), uploadDir: path.join(dir, 'uploads'), publicCacheS: 0, throttleMax: 1000, ...overrides },
  );
  const { app } = await bootCms(config, DEMO_CONTENT, { logStream: log.stream });
  return { app, log };
}

/** The fixture content, changed by `change`. */
const copyFixture = (change: (dir: string) => void) => {
  const dir = path.join(tempDir(), 'content');
  fs.cpSync(FIXTURE_DIR, dir, { recursive: true });
  change(dir);
  return dir;
};

const editorSignIn = (app: FastifyInstance, password: string, username = DEMO_EDITOR.username) =>
  app.inject({ method: 'POST', url: '/api/editor/session', payload: { username, password } });

describe('demo mode is one setting', () => {
  it('CMS_DEMO=1 is a demo; unset, empty or 0 is not, whatever NODE_ENV says; anything else stops the start', () => {
    expect(loadConfig({ CMS_DEMO: '1', NODE_ENV: 'production' }).demo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).demo).toBe(false);
    expect(loadConfig({ CMS_DEMO: '0' }).demo).toBe(false);
    expect(() => parseDemo('yes')).toThrow('CMS_DEMO must be 1');
  });
});

describe('a new instance outside demo mode', () => {
  let app: FastifyInstance;
  let log: ReturnType<typeof logSink>;
  beforeAll(async () => {
    ({ app, log } = await boot(tempDir(), { demo: false, logger: true }));
  });
  afterAll(() => app.close());

  it('starts empty: no content, no editor, no dealer login', async () => {
    const { db } = app.cms;
    expect(await db.selectFrom('blogs').select('id').execute()).toHaveLength(0);
    expect(await db.selectFrom('editor_users').select('id').execute()).toHaveLength(0);
    expect(await db.selectFrom('accounts').select('username').execute()).toHaveLength(0);
  });

  it('tells its operator in the log and on the console how to create the first admin', async () => {
    expect(log.text()).toContain(FIRST_ADMIN_COMMAND);
    expect(log.text()).not.toMatch(/demo content loaded|Demo mode/);
    const setup = await app.inject({ method: 'GET', url: '/api/editor/setup' });
    expect(setup.statusCode).toBe(200);
    expect(setup.json().data).toEqual({ first_admin_needed: true, command: FIRST_ADMIN_COMMAND });
  });

  it('refuses the README’s editor and dealer logins', async () => {
    expect((await editorSignIn(app, DEMO_EDITOR.password)).statusCode).toBe(401);
    expect((await call(app, 'login', BERLIN)).json()).toMatchObject({ code: 0, msg: BAD_LOGIN });
  });
});

describe('a demo database started later outside demo mode', () => {
  let dir: string;
  beforeAll(async () => {
    dir = tempDir();
    const demo = await boot(dir, { demo: true, logger: true });
    expect(demo.log.text()).toContain('Demo mode (CMS_DEMO=1)');
    expect((await editorSignIn(demo.app, DEMO_EDITOR.password)).statusCode).toBe(200);
    await demo.app.close();
  });

  it('names the accounts still holding a published password at start and refuses their sign-in, saying why in the log', async () => {
    const { app, log } = await boot(dir, { demo: false, logger: true });
    try {
      expect(log.text()).toMatch(/The editor account editor still has a password the README publishes/);
      expect(log.text()).toMatch(/The dealer login dealer.berlin still has a password the README publishes/);
      const editor = await editorSignIn(app, DEMO_EDITOR.password);
      expect(editor.statusCode).toBe(401);
      expect(editor.json().msg).toBe(DEMO_PASSWORD_REFUSED);
      expect((await call(app, 'login', BERLIN)).json()).toMatchObject({ code: 0, msg: BAD_LOGIN });
      expect(log.text()).toMatch(/editor sign-in refused: editor still has the demo password/);
      expect(log.text()).toMatch(/dealer login refused: dealer.berlin still has a demo password/);
      // a password of its own signs in
      const user = await findUserByName(app.cms.db, DEMO_EDITOR.username);
      await updateUser(app.cms.db, user!.id, { password: 'A quite different one 9' });
      expect((await editorSignIn(app, 'A quite different one 9')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('a demo password is not a new password', async () => {
    const { app } = await boot(dir, { demo: false });
    try {
      const ed = await signIn(app, DEMO_EDITOR.username, 'A quite different one 9');
      const res = await ed.call('PUT', '/api/editor/session/password', { current: 'A quite different one 9', password: BERLIN.password });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toMatch(/published in the README/);
    } finally {
      await app.close();
    }
  });
});

describe('no password material in content', () => {
  it('a content file whose login carries a password is refused, naming the file and the item, in demo mode too', async () => {
    const dir = copyFixture((d) => {
      const file = path.join(d, 'dealers.json');
      const dealers = JSON.parse(fs.readFileSync(file, 'utf8'));
      dealers[0].login.password = 'Alpha#2026';
      fs.writeFileSync(file, JSON.stringify(dealers));
    });
    const cms = await startCms({}, FIXTURE_DIR);
    try {
      for (const demo of [true, false])
        await expect(loadContent(cms.app.cms.db, dir, cms.config.uploadDir, { demo })).rejects.toThrow(
          /dealers\.json: dealer 1 \(.+\): a login carries a password/,
        );
    } finally {
      await cms.close();
    }
  });

  it('outside demo mode a load refuses demo-logins.json and never touches accounts or sessions', async () => {
    const cms = await startCms({}, FIXTURE_DIR);
    try {
      const token = await login(cms.app, ALPHA);
      await expect(loadContent(cms.app.cms.db, FIXTURE_DIR, cms.config.uploadDir, { demo: false })).rejects.toThrow(
        /demo-logins\.json: demo passwords are loaded only in demo mode/,
      );
      const real = copyFixture((d) => fs.rmSync(path.join(d, 'demo-logins.json')));
      const summary = await loadContent(cms.app.cms.db, real, cms.config.uploadDir, { demo: false });
      expect(summary.accounts).toBeNull();
      expect((await call(cms.app, 'sessionInfo', {}, token)).json().data.login).toBe(true);
      expect(await login(cms.app, ALPHA)).toEqual(expect.any(String));
    } finally {
      await cms.close();
    }
  });

  describe('the editing API', () => {
    let cms: TestCms;
    beforeAll(async () => {
      cms = await startCms({ editorToken: MACHINE_TOKEN }, DEMO_CONTENT);
    });
    afterAll(() => cms.close());

    it('never answers a dealer password, to an editor or to the machine token', async () => {
      const ed = await signIn(cms.app);
      for (const res of [
        await ed.call('GET', '/api/editor/items/dealers/1'),
        await cms.app.inject({ method: 'GET', url: '/api/editor/items/dealers/1', headers: { 'x-editor-token': MACHINE_TOKEN } }),
        await ed.call('GET', '/api/editor/items/dealers/1/revisions'),
      ]) {
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toMatch(/password|Berlin#2026film|"login"/);
      }
    });

    it('refuses a dealer saved with a login block, naming the field', async () => {
      const ed = await signIn(cms.app);
      const res = await editDoc(ed, '/api/editor/items/dealers/1', (d) => ({ ...d, login: { username: 'dealer.berlin', password: 'Other#2026film' } }));
      expect(res.statusCode).toBe(400);
      expect(res.json().data.errors).toContainEqual({ path: '/data/login', message: expect.stringMatching(/login is an account, not content/) });
    });
  });

  it('the migration removes login blocks from documents and revisions, and names a dealer whose account differs', async () => {
    const cms = await startCms({}, FIXTURE_DIR);
    const out = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const { db } = cms.app.cms;
      const withLogin = (password: string) => JSON.stringify({ shop_name: 'Alpha', login: { username: 'alpha', password, email: 'a@example.test' } });
      // shop 1's account holds Alpha#2026 (the fixture's); shop 2's was changed since the file was written
      await db
        .updateTable('editor_docs')
        .set({ published: withLogin(ALPHA.password), draft: withLogin(ALPHA.password) })
        .where('type', '=', 'dealers')
        .where('doc_id', '=', '1')
        .execute();
      await db
        .updateTable('editor_docs')
        .set({ published: withLogin('Stale#2025') })
        .where('type', '=', 'dealers')
        .where('doc_id', '=', '2')
        .execute();
      await db
        .insertInto('editor_revisions')
        .values({ type: 'dealers', doc_id: '2', n: 1, kind: 'publish', data: withLogin('Older#2024'), by: 'content load', at: new Date().toISOString() })
        .execute();
      const before = await db.selectFrom('accounts').select(['shop_id', 'password_hash']).orderBy('shop_id').execute();
      await removeContentPasswords(db as unknown as Kysely<unknown>);
      const docs = await db.selectFrom('editor_docs').select(['draft', 'published']).where('type', '=', 'dealers').execute();
      const revisions = await db.selectFrom('editor_revisions').select('data').where('type', '=', 'dealers').execute();
      expect(JSON.stringify([docs, revisions])).not.toMatch(/password|login/);
      expect(await db.selectFrom('accounts').select(['shop_id', 'password_hash']).orderBy('shop_id').execute()).toEqual(before);
      const said = out.mock.calls.map((c) => String(c[0])).join('\n');
      expect(said).toMatch(/dealer 2 \(alpha\): the password removed from its editing document was not the one its account holds/);
      expect(said).not.toMatch(/dealer 1 /);
      expect(await login(cms.app, ALPHA)).toEqual(expect.any(String));
    } finally {
      out.mockRestore();
      await cms.close();
    }
  });
});

describe('media and link fields', () => {
  let cms: TestCms;
  beforeAll(async () => {
    cms = await startCms({}, DEMO_CONTENT);
  });
  afterAll(() => cms.close());

  it.each([
    ['data:text/html,<script>alert(1)</script>'],
    ['https://evil.example/x.jpg'],
    ['//evil.example/x.jpg'],
    ['media/../../etc/passwd'],
    ['/uploads/media/x.jpg'],
  ])('a media field refuses %j, naming the field', async (value) => {
    const ed = await signIn(cms.app);
    const res = await editDoc(ed, '/api/editor/items/blogs/1', (d) => ({ ...d, image: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toContainEqual({ path: '/data/image', message: expect.stringMatching(/must be a file of the media library/) });
  });

  it('media lists and nested media (download files, resources) are checked too; library paths pass', async () => {
    const ed = await signIn(cms.app);
    const list = await editDoc(ed, '/api/editor/pages/software', (d) => ({ ...d, images_arr: ['media/ok.jpg', 'javascript:alert(1)'] }));
    expect(list.json().data.errors).toContainEqual({ path: '/data/images_arr/1', message: expect.stringMatching(/media library/) });
    const nested = await editDoc(ed, '/api/editor/pages/software', (d) => ({ ...d, resource_images: [{ type: 'image', url: 'data:image/svg+xml,x' }] }));
    expect(nested.json().data.errors).toContainEqual({ path: '/data/resource_images/0/url', message: expect.stringMatching(/media library/) });
    const fine = await editDoc(ed, '/api/editor/items/blogs/1', (d) => ({ ...d, image: 'media/editor/a-1.jpg' }));
    expect(fine.statusCode).toBe(200);
  });

  it('a link field takes https: only outside a demo, and http: too in a demo', async () => {
    const ed = await signIn(cms.app);
    const withApp = (url: string) => (d: Record<string, any>) => ({ ...d, footer: { ...d.footer, apps: [{ name: 'App', url, image: 'media/app.png' }] } });
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'ftp://files.example/app', 'not a url']) {
      const res = await editDoc(ed, '/api/editor/pages/site', withApp(bad));
      expect(res.statusCode).toBe(400);
      expect(res.json().data.errors).toContainEqual({ path: '/data/footer/apps/0/url', message: expect.stringMatching(/must be a full https:/) });
    }
    expect((await editDoc(ed, '/api/editor/pages/site', withApp('http://localhost:9000/app'))).statusCode).toBe(200);
    expect((await editDoc(ed, '/api/editor/pages/site', withApp('https://apps.apple.com/app/x'))).statusCode).toBe(200);

    const real = await boot(tempDir(), { demo: false });
    try {
      await loadContent(
        real.app.cms.db,
        copyFixture((d) => fs.rmSync(path.join(d, 'demo-logins.json'))),
        real.app.cms.config.uploadDir,
      );
      // a real instance's first admin, made as cms:user makes it
      await real.app.cms.db
        .insertInto('editor_users')
        .values({ username: 'ops', password_hash: await hashPassword('Ops account 2026'), role: 'admin', disabled: 0, created_at: '', updated_at: '' })
        .execute();
      const ops = await signIn(real.app, 'ops', 'Ops account 2026');
      const res = await editDoc(ops, '/api/editor/pages/site', withApp('http://apps.example/x'));
      expect(res.statusCode).toBe(400);
      expect(res.json().data.errors[0].message).toMatch(/must be a full https: address/);
    } finally {
      await real.app.close();
    }
  });
});

describe('Cache-Control on personal data and sessions', () => {
  let cms: TestCms;
  beforeAll(async () => {
    cms = await startCms({}, DEMO_CONTENT);
  });
  afterAll(() => cms.close());

  it('no-store on the editing API (users, audit, submissions and their CSV, session), the login group, dealer calls and warranty lookups', async () => {
    const ed = await signIn(cms.app);
    const signInAnswer = await editorSignIn(cms.app, DEMO_EDITOR.password);
    const token = await login(cms.app, BERLIN);
    const warranty = (await call(cms.app, 'warrantyList', { filter: 'CFM-PPF-2025-00017' })).json();
    const answers = [
      signInAnswer,
      await ed.call('GET', '/api/editor/session'),
      await ed.call('GET', '/api/editor/users'),
      await ed.call('GET', '/api/editor/audit'),
      await ed.call('GET', '/api/editor/submissions/contact'),
      await ed.call('GET', '/api/editor/submissions/partner?format=csv'),
      await cms.app.inject({ method: 'GET', url: '/api/editor/users' }),
      await call(cms.app, 'login', BERLIN),
      await call(cms.app, 'sessionInfo', {}, token),
      await call(cms.app, 'portalInfo', {}, token),
      await call(cms.app, 'warrantyList', { filter: 'CFM-PPF-2025-00017' }),
      await call(cms.app, 'checkWarranty', { filter: 'CFM-PPF-2025-00017' }),
      await call(cms.app, 'warrantyDetail', { id: warranty.data?.[0]?.id ?? 'x' }),
    ];
    for (const res of answers) expect([res.raw.req.url, res.headers['cache-control']]).toEqual([res.raw.req.url, 'no-store']);
  });

  it('the public warranty count stays cacheable; the console’s page is private and revalidated', async () => {
    expect((await call(cms.app, 'warrantyCount')).headers['cache-control']).not.toBe('no-store');
    const page = await cms.app.inject({ method: 'GET', url: '/admin/' });
    expect(page.headers['cache-control']).toBe('private, no-cache');
  });
});
