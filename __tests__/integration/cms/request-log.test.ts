// The request log (docs/configuration.md, CMS_LOG_REQUESTS): every answer gets a line with `all`
// (the default outside production), only answers with status 400 or above with `errors` (the
// production default), and an answer served from the public cache is logged like a computed one.
import { PassThrough } from 'node:stream';
import { startCms, type TestCms } from './helpers';
import { parseLogRequests } from '../../../cms/config';

function logSink() {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (d: Buffer) => (text += d.toString()));
  return {
    stream,
    lines: () =>
      text
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

const completed = (lines: Record<string, unknown>[]) => lines.filter((l) => l.msg === 'request completed');

it('CMS_LOG_REQUESTS defaults to errors in production only and refuses other values', () => {
  expect(parseLogRequests(undefined, 'production')).toBe('errors');
  expect(parseLogRequests('', 'development')).toBe('all');
  expect(parseLogRequests('ALL', 'production')).toBe('all');
  expect(() => parseLogRequests('some', 'production')).toThrow(/CMS_LOG_REQUESTS must be all or errors/);
});

describe.each(['all', 'errors'] as const)('with CMS_LOG_REQUESTS=%s', (logRequests) => {
  let cms: TestCms;
  const log = logSink();
  beforeAll(async () => {
    cms = await startCms({ logger: true, logRequests, publicCacheS: 60 }, undefined, { logStream: log.stream });
  });
  afterAll(() => cms.close());

  it(logRequests === 'all' ? 'logs every answer, cached ones too' : 'logs only answers with status 400 or above', async () => {
    expect((await cms.app.inject({ method: 'GET', url: '/api/Blog/detail?id=1' })).statusCode).toBe(200);
    expect((await cms.app.inject({ method: 'GET', url: '/api/Blog/detail?id=1' })).statusCode).toBe(200); // from memory
    expect((await cms.app.inject({ method: 'GET', url: '/api/no/such/call?secret=1' })).statusCode).toBe(404);
    const lines = completed(log.lines());
    const statuses = lines.map((l) => (l.res as { statusCode: number }).statusCode);
    expect(statuses).toEqual(logRequests === 'all' ? [200, 200, 404] : [404]);
    if (logRequests === 'errors') expect(JSON.stringify(lines[0].req)).toContain('/api/no/such/call');
  });
});
