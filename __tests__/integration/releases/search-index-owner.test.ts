// The search index a release service started stops by itself once that service is gone
// (scripts/search-index.ts, INDEX_OWNER_PID): a service killed outright cannot stop it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, bin } from '../../../scripts/lib/proc';

function run(env: NodeJS.ProcessEnv, pages: string, out: string) {
  return spawnSync(bin('tsx'), [path.join(ROOT, 'scripts', 'search-index.ts'), pages, out], { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' });
}

test('an index whose service is gone stops before it writes anything; a bad pid is refused', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'index-owner-'));
  try {
    const pages = path.join(dir, 'pages');
    fs.mkdirSync(pages);
    fs.writeFileSync(
      path.join(pages, 'index.html'),
      '<!doctype html><html lang="en"><title>t</title><body><main data-pagefind-body><h1>Hello</h1></main></body></html>',
    );
    const owner = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => owner.once('exit', resolve));

    const gone = run({ INDEX_OWNER_PID: String(owner.pid) }, pages, path.join(dir, 'out'));
    expect(gone.status).toBe(1);
    expect(gone.stderr).toContain(`search index: the process that asked for it (pid ${owner.pid}) is gone; stopped`);
    expect(fs.existsSync(path.join(dir, 'out'))).toBe(false);

    const bad = run({ INDEX_OWNER_PID: 'me' }, pages, path.join(dir, 'out'));
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toContain('INDEX_OWNER_PID must be a process id, not "me"');

    const alive = run({ INDEX_OWNER_PID: String(process.pid) }, pages, path.join(dir, 'out'));
    expect([alive.status, alive.stderr]).toEqual([0, expect.any(String)]);
    expect(fs.existsSync(path.join(dir, 'out', 'pagefind-entry.json'))).toBe(true);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
