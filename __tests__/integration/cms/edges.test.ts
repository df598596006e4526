// Hardened edges of the CMS in production (docs/configuration.md): it listens on loopback unless
// CMS_HOST says otherwise, and a failure deep in the database still answers the bare envelope,
// never a stack trace or SQL. Runs on SQLite and, in the integration-pg project, on PostgreSQL.
import net from 'node:net';
import os from 'node:os';
import { sql } from 'kysely';
import { loadConfig } from '../../../cms/config';
import { startCms, type TestCms } from './helpers';

let cms: TestCms;
beforeAll(async () => {
  cms = await startCms();
});
afterAll(() => cms.close());

describe('binding', () => {
  it('listens on 127.0.0.1 by default and on CMS_HOST when given', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ CMS_HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('is not reachable on the machine’s other addresses with the default host', async () => {
    const app = (await startCms()).app;
    try {
      await app.listen({ port: 0, host: loadConfig({}).host });
      const { address, port } = app.server.address() as net.AddressInfo;
      expect(address).toBe('127.0.0.1');
      const external = Object.values(os.networkInterfaces())
        .flat()
        .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
      if (external) {
        const reached = await new Promise<boolean>((resolve) => {
          const s = net.connect(port, external, () => (s.destroy(), resolve(true)));
          s.on('error', () => resolve(false));
        });
        expect(reached).toBe(false);
      }
    } finally {
      await app.close();
    }
  });
});

describe('error envelope', () => {
  it('a database failure answers 500 with the envelope, without SQL, table names or a stack', async () => {
    const broken = await startCms();
    try {
      await sql`drop table blogs`.execute(broken.app.cms.db);
      const res = await broken.app.inject({ method: 'GET', url: '/api/Blog/list?page=1' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ code: 0, data: null, msg: 'Internal server error.' });
      expect(res.body).not.toMatch(/blogs|select|sqlite|postgres|at \w+ \(/i);
    } finally {
      await broken.close();
    }
  });
});
