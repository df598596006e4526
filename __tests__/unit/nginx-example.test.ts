/**
 * @jest-environment node
 *
 * The nginx example in the repo is what plugins/gatsby-plugin-hosting/nginx-conf.ts generates from the current
 * headers and client-only routes (regenerate with `npm run hosting:nginx`).
 */
import fs from 'node:fs';
import { CONF_FILE, exampleConf } from '../../plugins/gatsby-plugin-hosting/nginx-conf';

it('hosting/nginx/carfilm.conf is current', () => {
  expect(fs.readFileSync(CONF_FILE, 'utf8')).toBe(exampleConf());
});

it('rewrites every client-only route and sends HSTS (the example is served over https)', () => {
  const conf = exampleConf();
  expect(conf).toContain('location ^~ /ResetPwd/ {');
  expect(conf).toContain('add_header Strict-Transport-Security');
  expect(conf).toContain("frame-ancestors 'none'");
});
