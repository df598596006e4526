// The build's kept work copy (releases/work-copy.ts): mirrored from the project before each build,
// copying only what changed and keeping the build's own .cache/ and public/.
import fs from 'node:fs';
import path from 'node:path';
import { mirrorProject } from '../../../releases/work-copy';
import { tempDir } from '../../support/release-service';

let root: string;
beforeEach(() => {
  root = tempDir('releases-work-');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};

it('copies what changed with its time, removes what went, keeps the build’s folders, links node_modules and skips the releases folder', () => {
  const src = path.join(root, 'project');
  const work = path.join(src, 'data', 'releases', 'work');
  write(path.join(src, 'src', 'a.ts'), 'a');
  write(path.join(src, 'src', 'gone.ts'), 'gone');
  write(path.join(src, 'node_modules', 'x', 'index.js'), 'x');
  write(path.join(src, 'public', 'index.html'), 'the project’s own build');
  write(path.join(src, 'out', 'releases', 'r1', 'index.html'), 'a release');
  const releasesDir = path.join(src, 'out', 'releases');

  expect(mirrorProject(work, src, [releasesDir])).toEqual({ copied: 2, removed: 0 });
  expect(fs.readFileSync(path.join(work, 'src', 'a.ts'), 'utf8')).toBe('a');
  expect(Math.trunc(fs.statSync(path.join(work, 'src', 'a.ts')).mtimeMs)).toBe(Math.trunc(fs.statSync(path.join(src, 'src', 'a.ts')).mtimeMs));
  expect(fs.readlinkSync(path.join(work, 'node_modules'))).toBe(path.join(src, 'node_modules'));
  expect(fs.existsSync(path.join(work, 'public'))).toBe(false);
  expect(fs.existsSync(path.join(work, 'data'))).toBe(false);
  expect(fs.existsSync(path.join(work, 'out', 'releases'))).toBe(false);

  // the build's own output and cache survive the next mirror
  write(path.join(work, 'public', 'index.html'), 'built');
  write(path.join(work, '.cache', 'state'), 'cache');
  const before = fs.statSync(path.join(work, 'src', 'a.ts')).ino;
  fs.rmSync(path.join(src, 'src', 'gone.ts'));
  write(path.join(src, 'src', 'b.ts'), 'b');
  expect(mirrorProject(work, src, [releasesDir])).toEqual({ copied: 1, removed: 1 });
  expect(fs.statSync(path.join(work, 'src', 'a.ts')).ino).toBe(before);
  expect(fs.existsSync(path.join(work, 'src', 'gone.ts'))).toBe(false);
  expect(fs.readFileSync(path.join(work, 'public', 'index.html'), 'utf8')).toBe('built');
  expect(fs.readFileSync(path.join(work, '.cache', 'state'), 'utf8')).toBe('cache');
});
