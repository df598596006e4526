/** @jest-environment node */
// `SKIP_BUILD=1 npm start` serves public/ only when it was built for the same API and site URLs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILD_INFO_FILE, buildMismatch, readBuildInfo, writeBuildInfo } from '../../plugins/gatsby-plugin-hosting/server/build-info';

const want = { apiUrl: 'http://localhost:4000', siteUrl: 'http://localhost:9000' };
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-info-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it('accepts a build made for the same URLs', () => {
  writeBuildInfo(dir, want);
  expect(buildMismatch(readBuildInfo(dir), want)).toBeNull();
});

it('refuses a build against another API, naming both URLs', () => {
  writeBuildInfo(dir, { ...want, apiUrl: 'http://localhost:40123' });
  expect(buildMismatch(readBuildInfo(dir), want)).toBe(
    'public/ was built for another setup: its live calls go to http://localhost:40123, not http://localhost:4000',
  );
});

it('refuses a build whose links name another site origin', () => {
  writeBuildInfo(dir, { ...want, siteUrl: 'http://localhost:9001' });
  expect(buildMismatch(readBuildInfo(dir), want)).toMatch(/its links name http:\/\/localhost:9001, not http:\/\/localhost:9000/);
});

it('refuses a build without a record, or with an unreadable one', () => {
  expect(buildMismatch(readBuildInfo(dir), want)).toMatch(/has no build-info.json/);
  fs.writeFileSync(path.join(dir, BUILD_INFO_FILE), '{not json');
  expect(readBuildInfo(dir)).toBeNull();
});
