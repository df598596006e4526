// `npm run serve` (plugins/gatsby-plugin-hosting/server/static-server.ts run as a program) takes the API and site
// addresses of its headers from the build it serves (build-info.json, ./served-build.ts): a build
// made for another API gets a policy that allows its live calls, an explicit GATSBY_API_URL or
// SITE_URL that disagrees with the build stops it naming both values, and a build without the
// record is refused saying so. The build is the small fixture, no Gatsby.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../../scripts/lib/proc';
import { servedBuild } from '../../../plugins/gatsby-plugin-hosting/server/served-build';
import { siteBuildFixture, type SiteFixture } from '../../support/site-build-fixture';

const ROOT = path.resolve(__dirname, '../../..');
const SERVER = path.join(ROOT, 'plugins', 'gatsby-plugin-hosting', 'server', 'static-server.ts');
/** Not the old default (http://localhost:4000), as in the issue. */
const BUILT_API = 'http://127.0.0.1:4811';
const BUILT_SITE = 'http://localhost:9000';

const fixtures: SiteFixture[] = [];
const fixture = (o: Parameters<typeof siteBuildFixture>[0]) => {
  const site = siteBuildFixture(o);
  fixtures.push(site);
  return site;
};
afterAll(() => fixtures.forEach((f) => f.remove()));

interface Served {
  /** set while the server runs */
  base?: string;
  code: number | null;
  output: string;
  stop(): Promise<void>;
}

/** Starts the server program over `dir` with `env` (GATSBY_API_URL and SITE_URL unset unless given); resolves once it listens or has exited. */
async function serve(dir: string, env: NodeJS.ProcessEnv = {}): Promise<Served> {
  const port = await freePort();
  const base: NodeJS.ProcessEnv = { ...process.env, SITE_PORT: String(port), SITE_HOST: '127.0.0.1' };
  delete base.GATSBY_API_URL;
  delete base.SITE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER, dir], { cwd: ROOT, env: { ...base, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const served: Served = {
    code: null,
    output: '',
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
  await new Promise<void>((resolve, reject) => {
    const read = (d: Buffer) => {
      served.output += d.toString();
      if (served.output.includes('Serving ')) {
        served.base = `http://127.0.0.1:${port}`;
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('error', reject);
    child.on('exit', (code) => {
      served.code = code;
      resolve();
    });
  });
  return served;
}

it('serves a build made for another API with a policy that allows its live calls, without being told the address', async () => {
  const site = fixture({ apiUrl: BUILT_API, siteUrl: BUILT_SITE });
  const server = await serve(site.dir);
  try {
    expect(server.base).toBeDefined();
    const res = await fetch(`${server.base}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`connect-src 'self' ${BUILT_API}`);
    expect(csp).toContain(`img-src 'self' data: blob: ${BUILT_API}`);
    expect(csp).not.toContain('localhost:4000');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    // the operator sees what the build was made for
    expect(server.output).toContain(`built for the API at ${BUILT_API} and the site at ${BUILT_SITE}`);
  } finally {
    await server.stop();
  }
});

it('takes https (HSTS) from the site address the build was made for', async () => {
  const site = fixture({ apiUrl: 'https://api.example.test', siteUrl: 'https://www.example.test' });
  const server = await serve(site.dir);
  try {
    const res = await fetch(`${server.base}/aboutUs/`);
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    expect(res.headers.get('content-security-policy')).toContain("connect-src 'self' https://api.example.test");
  } finally {
    await server.stop();
  }
});

it('accepts GATSBY_API_URL and SITE_URL that name what the build was made for', async () => {
  const site = fixture({ apiUrl: BUILT_API, siteUrl: BUILT_SITE });
  const server = await serve(site.dir, { GATSBY_API_URL: `${BUILT_API}/`, SITE_URL: BUILT_SITE });
  try {
    expect(server.base).toBeDefined();
    expect((await fetch(`${server.base}/`)).headers.get('content-security-policy')).toContain(`connect-src 'self' ${BUILT_API}`);
  } finally {
    await server.stop();
  }
});

it('refuses a GATSBY_API_URL that disagrees with the build, naming both', async () => {
  const site = fixture({ apiUrl: BUILT_API, siteUrl: BUILT_SITE });
  const server = await serve(site.dir, { GATSBY_API_URL: 'http://localhost:4000' });
  await server.stop();
  expect(server.base).toBeUndefined();
  expect(server.code).not.toBe(0);
  expect(server.output).toContain(`GATSBY_API_URL=http://localhost:4000, but the build calls the API at ${BUILT_API}`);
});

it('refuses a SITE_URL that disagrees with the build, naming both', async () => {
  const site = fixture({ apiUrl: BUILT_API, siteUrl: BUILT_SITE });
  const server = await serve(site.dir, { SITE_URL: 'https://www.example.test' });
  await server.stop();
  expect(server.base).toBeUndefined();
  expect(server.code).not.toBe(0);
  expect(server.output).toContain(`SITE_URL=https://www.example.test, but the build was made for the site at ${BUILT_SITE}`);
});

it('refuses a build without build-info.json, saying so, unless both addresses are given', async () => {
  const site = fixture({ apiUrl: BUILT_API, siteUrl: BUILT_SITE, buildInfo: false });
  const refused = await serve(site.dir);
  await refused.stop();
  expect(refused.base).toBeUndefined();
  expect(refused.code).not.toBe(0);
  expect(refused.output).toContain(`${site.dir} has no build-info.json`);
  expect(refused.output).toContain('set both GATSBY_API_URL and SITE_URL');

  const told = servedBuild(site.dir, { GATSBY_API_URL: BUILT_API, SITE_URL: 'https://www.example.test' });
  expect(told).toMatchObject({ apiUrl: BUILT_API, siteUrl: 'https://www.example.test', https: true });
  expect(() => servedBuild(site.dir, { GATSBY_API_URL: BUILT_API })).toThrow('has no build-info.json');
});
