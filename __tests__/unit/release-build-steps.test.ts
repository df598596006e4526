// The steps of a release build (releases/build-steps.ts): the Gatsby build of the kept work copy
// with its switches, and the search index as a step of its own over a folder of pages.
import path from 'node:path';
import { buildSteps, indexStep } from '../../releases/build-steps';
import { releaseConfig } from '../../releases/config';

const config = (env: NodeJS.ProcessEnv = {}) => releaseConfig({ CMS_RELEASE_TOKEN: 'release-token-0123456789', RELEASES_DIR: '/srv/releases', ...env });

describe('the default build', () => {
  const saved = process.env.BUILD_WORKERS;
  afterEach(() => {
    if (saved === undefined) delete process.env.BUILD_WORKERS;
    else process.env.BUILD_WORKERS = saved;
  });

  test('is gatsby build in the kept work copy, with its cache kept and one HTML worker unless told otherwise', () => {
    delete process.env.BUILD_WORKERS;
    const [step, ...more] = buildSteps(config());
    expect(more).toEqual([]);
    expect(step.name).toBe('gatsby build');
    expect(step.cmd).toBe(path.join('/srv/releases/work', 'node_modules', '.bin', 'gatsby'));
    expect(step.env).toMatchObject({ GATSBY_KEPT_WORK_DIR: '1', BUILD_WORKERS: '1', GATSBY_API_URL: 'http://localhost:4000' });
    process.env.BUILD_WORKERS = '2';
    expect(buildSteps(config())[0].env?.BUILD_WORKERS).toBe('2');
  });

  test('indexes a folder of pages into a folder of its own with the project’s script', () => {
    const step = indexStep(config(), '/srv/releases/releases/r1', '/srv/releases/releases/r1.search.x.partial/pagefind');
    expect(step).toMatchObject({
      name: 'search index',
      args: [path.join('scripts', 'search-index.ts'), '/srv/releases/releases/r1', '/srv/releases/releases/r1.search.x.partial/pagefind'],
    });
    // it stops by itself when this service is gone (scripts/search-index.ts)
    expect(step?.env?.INDEX_OWNER_PID).toBe(String(process.pid));
  });
});

test('with a build command, the index is the command’s own unless RELEASE_INDEX_COMMAND names one', () => {
  expect(buildSteps(config({ RELEASE_BUILD_COMMAND: 'make site' }))).toEqual([
    expect.objectContaining({ name: 'build', cmd: '/bin/sh', args: ['-c', 'make site'] }),
  ]);
  expect(indexStep(config({ RELEASE_BUILD_COMMAND: 'make site' }), '/a', '/b')).toBeNull();
  expect(indexStep(config({ RELEASE_BUILD_COMMAND: 'make site', RELEASE_INDEX_COMMAND: 'make index' }), '/a', '/b')).toMatchObject({
    cmd: '/bin/sh',
    args: ['-c', 'make index'],
    env: { RELEASE_PAGES: '/a', RELEASE_INDEX_OUT: '/b' },
  });
});

test('RELEASE_SEARCH_LATER is 0 or 1', () => {
  expect(config().searchLater).toBe(true);
  expect(config({ RELEASE_SEARCH_LATER: '0' }).searchLater).toBe(false);
  expect(() => config({ RELEASE_SEARCH_LATER: 'soon' })).toThrow('RELEASE_SEARCH_LATER=soon is not 0 or 1');
});
