// After the build: static/robots.txt names the default origin, so its Sitemap line is pointed at the
// configured SITE_URL; and what the build was made for is recorded (public/build-info.json, read by
// `SKIP_BUILD=1 npm start` and the static server: server/build-info.ts).
import fs from 'node:fs';
import path from 'node:path';
import { writeBuildInfo } from './server/build-info';

export function recordBuild(publicDir: string, { apiUrl, siteUrl }: { apiUrl: string; siteUrl: string | undefined }): void {
  if (siteUrl) writeBuildInfo(publicDir, { apiUrl, siteUrl });
  const file = path.join(publicDir, 'robots.txt');
  if (!siteUrl || !fs.existsSync(file)) return;
  const text = fs.readFileSync(file, 'utf8').replace(/^Sitemap:.*$/m, `Sitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap-index.xml`);
  fs.writeFileSync(file, text);
}
