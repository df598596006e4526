import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminBuildReason } from '../../scripts/build-admin';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

/** A console folder with one source file and, when asked, a built index.html, at given times. */
function consoleFolder(opts: { built?: Date; source: Date }): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-stale-'));
  made.push(root);
  fs.mkdirSync(path.join(root, 'src', 'screens'), { recursive: true });
  const source = path.join(root, 'src', 'screens', 'Account.tsx');
  fs.writeFileSync(source, 'export {};\n');
  fs.utimesSync(source, opts.source, opts.source);
  if (opts.built) {
    fs.mkdirSync(path.join(root, 'dist'));
    const index = path.join(root, 'dist', 'index.html');
    fs.writeFileSync(index, '<!doctype html>');
    fs.utimesSync(index, opts.built, opts.built);
  }
  return root;
}

const earlier = new Date('2026-11-24T10:00:00Z');
const later = new Date('2026-11-24T11:00:00Z');

test('a console never built is built', () => {
  expect(adminBuildReason(consoleFolder({ source: earlier }))).toBe('it is missing');
});

test('a source changed after the last build (a pull, a merge) makes the built console stale', () => {
  expect(adminBuildReason(consoleFolder({ built: earlier, source: later }))).toBe('its sources changed since the last build');
});

test('a build newer than every source is served as it is', () => {
  expect(adminBuildReason(consoleFolder({ built: later, source: earlier }))).toBeNull();
});
