/**
 * The footer's live refresh stays out of the page's start-up
 * (docs/product/page-weight.md#main-thread-work): nothing is called until START_UP_MS after the
 * load event, then one call at an idle moment; a page left before then makes no call.
 */
import { act, render } from '@testing-library/react';
import { resetFooterRefresh, useFooterInfo } from '../../src/features/routing/use-footer-info';
import { afterStartUp, START_UP_MS } from '../../src/hooks/when-idle';

jest.mock('../../src/services/site', () => ({ getFooter: jest.fn() }));
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the mocked module, read after jest.mock replaced it
const { getFooter } = require('../../src/services/site') as { getFooter: jest.Mock };

const build = { contact_number: '+1 000', enterprise_email: 'build@example.com', apps: [] };

function Probe() {
  const data = useFooterInfo(build);
  return <p>{data?.contact_number}</p>;
}

/** Moves the fake clock on, letting the promises between timers settle. */
async function advance(ms: number, step = 100) {
  for (let t = 0; t < ms; t += step) {
    await act(async () => {
      jest.advanceTimersByTime(Math.min(step, ms - t));
    });
  }
}

beforeEach(() => {
  jest.useFakeTimers();
  resetFooterRefresh();
  getFooter.mockReset();
  getFooter.mockResolvedValue({ code: 1, data: build, msg: '', status: 200 });
});

afterEach(() => {
  jest.useRealTimers();
});

test('no live call during the start-up, one after it', async () => {
  render(<Probe />);
  await advance(START_UP_MS - 100);
  expect(getFooter).not.toHaveBeenCalled();
  await advance(2000);
  expect(getFooter).toHaveBeenCalledTimes(1);
});

test('a page left during the start-up makes no call', async () => {
  const { unmount } = render(<Probe />);
  await advance(1000);
  unmount();
  await advance(START_UP_MS + 2000);
  expect(getFooter).not.toHaveBeenCalled();
});

test('afterStartUp waits for the load event when the page is still loading', () => {
  const state = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  const work = jest.fn();
  afterStartUp(work);
  jest.advanceTimersByTime(START_UP_MS * 2);
  expect(work).not.toHaveBeenCalled();
  state.mockRestore();
  window.dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(START_UP_MS - 1);
  expect(work).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1000);
  expect(work).toHaveBeenCalledTimes(1);
});
