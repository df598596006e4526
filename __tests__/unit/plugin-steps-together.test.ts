/**
 * @jest-environment node
 *
 * The fetch steps run at once (plugins/gatsby-source-carfilm/run-steps.ts `together`), a failure
 * still names the step it happened in, and the API never sees more than `concurrency` calls at a
 * time from the build however many steps are calling (client.ts).
 */
import { createClient, limiter, mapLimit } from '../../plugins/gatsby-source-carfilm/client';
import { runSteps, together, type PanicReporter } from '../../plugins/gatsby-source-carfilm/run-steps';
import { CODES, SourceError } from '../../plugins/gatsby-source-carfilm/report';
import { withDefaults } from '../../plugins/gatsby-source-carfilm/plugin-options';

function reporter() {
  const panics: { id: string; context: { sourceMessage: string } }[] = [];
  const r: PanicReporter = {
    panicOnBuild: ((arg: { id: string; context: { sourceMessage: string } }) => panics.push(arg)) as unknown as PanicReporter['panicOnBuild'],
    info: () => undefined,
    verbose: () => undefined,
  };
  return { r, panics };
}

test('the steps of a group run at the same time', async () => {
  // each step waits until the other has started: run one after the other, they never finish
  const started = new Set<string>();
  const waitFor = (name: string) =>
    new Promise<void>((resolve, reject) => {
      const t0 = Date.now();
      const look = () => (started.has(name) ? resolve() : Date.now() - t0 > 2000 ? reject(new Error(`${name} never started`)) : setTimeout(look, 5));
      look();
    });
  const { r, panics } = reporter();
  const ok = await runSteps(
    [
      together('fetch', [
        { name: 'a', run: async () => (started.add('a'), waitFor('b')) },
        { name: 'b', run: async () => (started.add('b'), waitFor('a')) },
      ]),
    ],
    {},
    r,
  );
  expect(panics).toEqual([]);
  expect(ok).toBe(true);
});

test('a failing step of a group is named, with its endpoint and code', async () => {
  const { r, panics } = reporter();
  const later = jest.fn();
  const ok = await runSteps(
    [
      together('fetch', [
        { name: 'fetch-site', run: async () => undefined },
        {
          name: 'fetch-about',
          run: async () => {
            throw new SourceError(CODES.Refused, 'GET /api/index/getAboutUs: the API answered code 0 with msg "No content."', '/api/index/getAboutUs');
          },
        },
      ]),
      { name: 'create-nodes', run: later },
    ],
    {},
    r,
  );
  expect(ok).toBe(false);
  expect(later).not.toHaveBeenCalled();
  expect(panics).toHaveLength(1);
  expect(panics[0].id).toBe(CODES.Refused);
  expect(panics[0].context.sourceMessage).toBe(
    '[gatsby-source-carfilm] step "fetch-about" failed: GET /api/index/getAboutUs: the API answered code 0 with msg "No content."',
  );
});

test('limiter: never more than its size at once, every waiter served in turn', async () => {
  const slot = limiter(2);
  let inFlight = 0;
  let most = 0;
  const order: number[] = [];
  await Promise.all(
    Array.from({ length: 7 }, async (_, i) => {
      const release = await slot();
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((r) => setTimeout(r, 5));
      order.push(i);
      inFlight--;
      release();
      release(); // a second release gives back nothing
    }),
  );
  expect(most).toBe(2);
  expect(order.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6]);
});

test('the client keeps at most `concurrency` calls in flight across steps calling at once', async () => {
  let inFlight = 0;
  let most = 0;
  const fetchImpl = (async () => {
    inFlight++;
    most = Math.max(most, inFlight);
    await new Promise((r) => setTimeout(r, 5));
    inFlight--;
    return new Response(JSON.stringify({ code: 1, msg: '', data: { title: 'x', image: null, sub_title: 's', desc: 'd', keywords: 'k' } }), { status: 200 });
  }) as unknown as typeof fetch;
  const client = createClient({ ...withDefaults({ apiUrl: 'http://cms.test' }), concurrency: 3 }, fetchImpl);
  // three "steps", each mapping with the same concurrency: 9 at once without the client's limit
  const titles = Array.from({ length: 10 }, (_, i) => `t${i}`);
  const results = await Promise.all([0, 1, 2].map(() => mapLimit(titles, 3, (title) => client.get('articles', { title }))));
  expect(results.flat()).toHaveLength(30);
  expect(most).toBe(3);
});
