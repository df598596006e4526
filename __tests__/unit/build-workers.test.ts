/**
 * @jest-environment node
 */
import { createRequire } from 'node:module';
import { applyBuildWorkers, htmlWorkerCount, loadImageQueue, restartWith } from '../../plugins/gatsby-plugin-build-tuning/build-workers';

const build = { gatsby_executing_command: 'build' };

test('a production build renders its HTML in one worker per core, where Gatsby would start fewer', () => {
  expect(htmlWorkerCount(build, 2, 1)).toBe(2);
  expect(htmlWorkerCount(build, 8, 7)).toBe(8);
  expect(htmlWorkerCount(build, 1, 1)).toBeNull();
});

test('BUILD_WORKERS sets the number of HTML workers', () => {
  expect(htmlWorkerCount({ ...build, BUILD_WORKERS: '3' }, 2, 1)).toBe(3);
  expect(htmlWorkerCount({ ...build, BUILD_WORKERS: '1' }, 2, 1)).toBeNull();
});

test('gatsby develop (the preview) keeps Gatsby’s pool', () => {
  expect(htmlWorkerCount({ gatsby_executing_command: 'develop' }, 2, 1)).toBeNull();
  expect(htmlWorkerCount({}, 2, 1)).toBeNull();
});

test('a BUILD_WORKERS that is not a count is refused with a clear message', () => {
  expect(() => htmlWorkerCount({ ...build, BUILD_WORKERS: 'many' }, 2, 1)).toThrow(
    /BUILD_WORKERS must be a whole number of worker processes, at least 1, not "many"/,
  );
  expect(() => htmlWorkerCount({ ...build, BUILD_WORKERS: '0' }, 2, 1)).toThrow(/at least 1/);
});

class FakePool {
  started: number[] = [];
  constructor(public options: { numWorkers?: number; env?: object }) {}
  async restart(): Promise<void> {
    this.started.push(this.options.numWorkers ?? 1);
  }
}

test('the queries keep Gatsby’s workers; the restart before the HTML starts the HTML’s number', async () => {
  class Pool extends FakePool {}
  restartWith(Pool as never, 2);
  const pool = new Pool({ numWorkers: 1, env: { A: '1' } });
  expect(pool.options.numWorkers).toBe(1);
  await pool.restart();
  expect(pool.started).toEqual([2]);
  expect(pool.options).toEqual({ numWorkers: 2, env: { A: '1' } });
  // applied twice (the config loaded again): still one restart, with the last number
  restartWith(Pool as never, 3);
  await pool.restart();
  expect(pool.started).toEqual([2, 3]);
});

test('the build-tuning plugin’s onPreInit makes Gatsby’s own pool restart with more workers in a production build', () => {
  const before = { ...process.env };
  try {
    process.env.gatsby_executing_command = 'build';
    process.env.GATSBY_CPU_COUNT = '2';
    process.env.BUILD_WORKERS = '2';
    delete process.env.GATSBY_WORKER_POOL_WORKER;
    let htmlWorkers: number | undefined;
    jest.isolateModules(() => {
      const { onPreInit } = jest.requireActual('../../plugins/gatsby-plugin-build-tuning/gatsby-node') as {
        onPreInit: (args: { reporter: { info: (s: string) => void } }) => void;
      };
      onPreInit({ reporter: { info: () => undefined } });
      // the copy Gatsby itself loads
      const { WorkerPool } = createRequire(require.resolve('gatsby/package.json'))('gatsby-worker') as {
        WorkerPool: { prototype: { __htmlWorkers?: number } };
      };
      htmlWorkers = WorkerPool.prototype.__htmlWorkers;
    });
    expect(htmlWorkers).toBe(2);
    expect(applyBuildWorkers({ gatsby_executing_command: 'develop' })).toBeNull();
  } finally {
    process.env = before;
  }
});

test('gatsby-plugin-sharp’s image queue is loaded while GATSBY_CPU_COUNT counts the workers and the main process', () => {
  const before = process.env.GATSBY_CPU_COUNT;
  const seen: [string, string | undefined][] = [];
  try {
    delete process.env.GATSBY_CPU_COUNT;
    loadImageQueue((id) => seen.push([id, process.env.GATSBY_CPU_COUNT]), 2);
    expect(seen).toEqual([['gatsby-plugin-sharp/gatsby-worker', '3']]);
    // only for that moment: Gatsby's worker pool is sized later, by the queries' count
    expect(process.env.GATSBY_CPU_COUNT).toBeUndefined();
    process.env.GATSBY_CPU_COUNT = '2';
    loadImageQueue(() => undefined, 4);
    expect(process.env.GATSBY_CPU_COUNT).toBe('2');
  } finally {
    if (before === undefined) delete process.env.GATSBY_CPU_COUNT;
    else process.env.GATSBY_CPU_COUNT = before;
  }
});

test('gatsby-plugin-sharp’s image queue is loaded again when Gatsby loaded it first (checking the plugins’ options)', () => {
  const id = 'gatsby-plugin-sharp/gatsby-worker';
  const file = '/site/node_modules/gatsby-plugin-sharp/gatsby-worker.js';
  const cache: Record<string, unknown> = { [file]: { loaded: true } };
  const loads: (string | undefined)[] = [];
  const fromSite = Object.assign(
    (which: string) => {
      expect(which).toBe(id);
      loads.push(process.env.GATSBY_CPU_COUNT);
      expect(cache[file]).toBeUndefined();
      cache[file] = { loaded: true };
    },
    { resolve: (which: string) => (which === id ? file : which), cache },
  );
  const before = process.env.GATSBY_CPU_COUNT;
  try {
    delete process.env.GATSBY_CPU_COUNT;
    loadImageQueue(fromSite, 2);
    expect(loads).toEqual(['3']);
  } finally {
    if (before === undefined) delete process.env.GATSBY_CPU_COUNT;
    else process.env.GATSBY_CPU_COUNT = before;
  }
});
