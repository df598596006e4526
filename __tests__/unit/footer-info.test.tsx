// The footer's data kept in localStorage under footInfo
// (docs/product/header-and-footer.md#footer-data, docs/product/constants.md#storage-keys): build
// copy first, then the
// cached copy, then one live refresh per page load that updates the cache.
import * as React from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { FOOT_INFO_KEY, mergeFooter, readCachedFooter, resetFooterRefresh, useFooterInfo } from '../../src/features/routing/use-footer-info';
import type { FooterData } from '../../src/components/layout/footer';

jest.mock('../../src/services/site', () => ({ getFooter: jest.fn() }));
// The wait for the end of the page's start-up is footer-refresh-timing.test.tsx's subject: here
// the refresh only waits for an idle moment.
jest.mock('../../src/hooks/when-idle', () => {
  const actual = jest.requireActual<typeof import('../../src/hooks/when-idle')>('../../src/hooks/when-idle');
  return { ...actual, afterStartUp: actual.whenIdle };
});
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the mocked module, read after jest.mock replaced it
const { getFooter } = require('../../src/services/site') as { getFooter: jest.Mock };

const build: FooterData = {
  contact_number: '+1 000',
  enterprise_email: 'build@example.com',
  apps: [{ url: 'https://apps.example/ios', image: '/media/ios.png', name: 'iOS' }],
};
const live = {
  contact_number: '+1 555',
  enterprise_email: 'live@example.com',
  apps: [
    { url: 'https://apps.example/ios', image: 'http://api.example/uploads/ios.png', name: 'iOS' },
    { url: 'https://apps.example/android', image: 'http://api.example/uploads/android.png', name: 'Android' },
  ],
};

function Probe() {
  const data = useFooterInfo(build);
  return <p data-testid="footer">{`${data?.contact_number} ${data?.apps?.map((a) => a?.image).join(',')}`}</p>;
}

beforeEach(() => {
  window.localStorage.clear();
  resetFooterRefresh();
  getFooter.mockReset();
});

test('renders the build copy, then the live copy, and stores it under footInfo', async () => {
  getFooter.mockResolvedValue({ code: 1, data: live, msg: '', status: 200 });
  render(<Probe />);
  expect(screen.getByTestId('footer').textContent).toBe('+1 000 /media/ios.png');
  await waitFor(() => expect(screen.getByTestId('footer').textContent).toBe('+1 555 /media/ios.png,http://api.example/uploads/android.png'));
  expect(readCachedFooter()).toEqual(live);
  expect(JSON.parse(window.localStorage.getItem(FOOT_INFO_KEY) ?? 'null')).toEqual(live);
});

test('with the API down the cached copy is used and nothing is thrown', async () => {
  window.localStorage.setItem(FOOT_INFO_KEY, JSON.stringify({ ...live, contact_number: '+1 777' }));
  getFooter.mockRejectedValue(new Error('down'));
  render(<Probe />);
  await waitFor(() => expect(screen.getByTestId('footer').textContent).toContain('+1 777'));
  // the refresh waits for the browser to be idle
  await waitFor(() => expect(getFooter).toHaveBeenCalledTimes(1));
});

test('a corrupt cache is ignored', () => {
  window.localStorage.setItem(FOOT_INFO_KEY, '{not json');
  expect(readCachedFooter()).toBeNull();
  window.localStorage.setItem(FOOT_INFO_KEY, JSON.stringify({ contact_number: 1 }));
  expect(readCachedFooter()).toBeNull();
});

test('merge keeps the build image of a known app and drops apps without images', () => {
  const merged = mergeFooter(build, { ...live, apps: [...live.apps, { url: 'x', image: null, name: 'none' }] });
  expect(merged.apps?.map((a) => a?.image)).toEqual(['/media/ios.png', 'http://api.example/uploads/android.png']);
});

test('a live copy that matches what is shown re-renders nothing (docs/product/page-weight.md#main-thread-work)', async () => {
  const same = { ...build, apps: [{ url: 'https://apps.example/ios', image: 'http://api.example/uploads/ios.png', name: 'iOS' }] };
  getFooter.mockResolvedValue({ code: 1, data: same, msg: '', status: 200 });
  let commits = 0;
  render(
    <React.Profiler id="footer" onRender={() => (commits += 1)}>
      <Probe />
    </React.Profiler>,
  );
  await waitFor(() => expect(readCachedFooter()).toEqual(same));
  await act(async () => undefined);
  expect(commits).toBe(1);
  expect(screen.getByTestId('footer').textContent).toBe('+1 000 /media/ios.png');
});

test('the cached copy is read at an idle moment, not in the hydration commit (docs/product/page-weight.md#main-thread-work)', async () => {
  window.localStorage.setItem(FOOT_INFO_KEY, JSON.stringify({ ...live, contact_number: '+1 777' }));
  getFooter.mockReturnValue(new Promise(() => undefined));
  const getItem = jest.spyOn(Storage.prototype, 'getItem');
  try {
    render(<Probe />);
    // mounted and its effects run: storage untouched, the build's copy shown
    expect(getItem).not.toHaveBeenCalled();
    expect(screen.getByTestId('footer').textContent).toBe('+1 000 /media/ios.png');
    await waitFor(() => expect(screen.getByTestId('footer').textContent).toContain('+1 777'));
    expect(getItem).toHaveBeenCalledWith(FOOT_INFO_KEY);
  } finally {
    getItem.mockRestore();
  }
});
