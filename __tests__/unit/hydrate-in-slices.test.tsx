/**
 * The page's first hydration yields to the browser (docs/product/page-weight.md#main-thread-work):
 * gatsby-browser's `replaceHydrateFunction` starts it in a transition, so React hydrates the
 * frame in slices instead of one task. React's scheduler yields when its clock says a slice is
 * used up; here each component's render moves that clock on by 10 ms, so a hydration that yields
 * has rendered only part of the page after the first task, and a blocking one all of it.
 */
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateInSlices } from '../../src/components/layout/hydrate-in-slices';
import { replaceHydrateFunction } from '../../gatsby-browser';

const PARTS = 6;
const rendered: number[] = [];
let clock = 0;
/** Moves React's clock on: this component's render took 10 ms. */
const spend10ms = () => {
  clock += 10;
};

function Part({ n }: { n: number }): JSX.Element {
  rendered.push(n);
  spend10ms();
  return <button type="button">part {n}</button>;
}

const Page = () => (
  <div id="gatsby-focus-wrapper">
    {Array.from({ length: PARTS }, (_, n) => (
      <Part key={n} n={n} />
    ))}
  </div>
);

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let container: HTMLDivElement;
let nowSpy: jest.SpyInstance;
const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const wasAct = actEnv.IS_REACT_ACT_ENVIRONMENT;

beforeEach(() => {
  // React's own scheduler runs here, as in the browser: no act() batching.
  actEnv.IS_REACT_ACT_ENVIRONMENT = false;
  container = document.createElement('div');
  container.id = '___gatsby';
  document.body.appendChild(container);
  rendered.length = 0;
  clock = 0;
  nowSpy = jest.spyOn(performance, 'now').mockImplementation(() => clock);
});

afterEach(() => {
  nowSpy.mockRestore();
  container.remove();
  actEnv.IS_REACT_ACT_ENVIRONMENT = wasAct;
});

async function untilAllRendered() {
  for (let i = 0; i < 100 && rendered.length < PARTS; i++) await nextTask();
}

test('gatsby-browser hands Gatsby the slicing hydrate function', () => {
  expect(replaceHydrateFunction?.({} as never, {} as never)).toBe(hydrateInSlices);
});

test('hydrates the server markup over several tasks, keeping every node, with no mismatch', async () => {
  container.innerHTML = renderToString(<Page />);
  rendered.length = 0;
  const buttons = [...container.querySelectorAll('button')];
  const errors: unknown[] = [];
  const spy = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  const unmount = hydrateInSlices(<Page />, container);
  expect(rendered).toEqual([]); // nothing runs in the caller's task
  await nextTask();
  expect(rendered.length).toBeGreaterThan(0);
  expect(rendered.length).toBeLessThan(PARTS); // the first task yielded before the end
  await untilAllRendered();
  await nextTask();
  spy.mockRestore();
  expect(rendered).toEqual([0, 1, 2, 3, 4, 5]);
  expect(errors).toEqual([]);
  // the server's nodes were adopted, not replaced
  expect([...container.querySelectorAll('button')]).toEqual(buttons);
  expect(buttons.every((b) => Object.keys(b).some((k) => k.startsWith('__reactProps')))).toBe(true);
  unmount();
});

test('a page the server sent empty is rendered', async () => {
  const unmount = hydrateInSlices(<Page />, container);
  await untilAllRendered();
  await nextTask();
  expect(container.querySelectorAll('button')).toHaveLength(PARTS);
  unmount();
});

test('no root element is a clear error', () => {
  expect(() => hydrateInSlices(<Page />, null)).toThrow(/#___gatsby/);
});
