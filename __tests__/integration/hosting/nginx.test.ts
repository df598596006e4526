// The nginx example (hosting/nginx/carfilm.conf, from plugins/gatsby-plugin-hosting/nginx-conf.ts) run by
// Debian's nginx over a build: the same answers as the Node static server.
import { nginxConf } from '../../../plugins/gatsby-plugin-hosting/nginx-conf';
import { clientOnlyRoutes } from '../../../plugins/gatsby-plugin-hosting/server/routes';
import { startNginx, type NginxServer } from '../../support/nginx-server';
import { API_URL, siteBuildFixture, type SiteFixture } from '../../support/site-build-fixture';
import { describeHosting } from './expect-hosting';

let site: SiteFixture;
let nginx: NginxServer;
let base = '';

beforeAll(async () => {
  site = siteBuildFixture();
  nginx = await startNginx((port) =>
    nginxConf({
      root: site.dir,
      listen: `127.0.0.1:${port}`,
      serverName: 'localhost',
      apiUrl: API_URL,
      https: false,
      rewrites: clientOnlyRoutes(),
    }),
  );
  base = `http://127.0.0.1:${nginx.port}`;
});
afterAll(async () => {
  await nginx?.stop();
  site?.remove();
});

describeHosting('nginx', () => base);
