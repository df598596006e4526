/**
 * The home loading screen and pop-up (docs/product/states-and-transitions.md#home-loading-screen,
 * docs/product/home.md): on the first visit of a session the counter rises by 20 a second, the
 * screen goes at 100 and the pop-up opens; a returning visitor sees neither. The counter lives in
 * the loader itself (docs/product/page-weight.md#main-thread-work): a tick must not re-render the
 * slider, whose Swiper instance would otherwise see new props every second.
 */
import { act, render, screen } from '@testing-library/react';
import { HomeView } from '../../src/features/home/home-view';
import { HOME_SEEN_KEY, LOADER_STEP, LOADER_TICK_MS } from '../../src/features/home/home-constants';
import type { HomeData } from '../../src/features/home/home-types';

const media = (title: string) => ({ title, text: `${title} text`, image: '/media/a.jpg' });
const DATA: HomeData = {
  intro: { title: 'Invisible armour', text: 'Intro', video: null, poster: '/media/poster.jpg' },
  autoFilm: { ...media('Auto film'), subName: 'PPF' },
  software: media('Software'),
  plotter: { ...media('Plotter'), features: [] },
  training: { ...media('Training'), trainers: 3, years: 10, countries: 20 },
  warrantyCount: '12345',
  blogs: [],
};

beforeEach(() => {
  window.sessionStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

/** The home data, counting how often the slides read it: only rendering the slides reads `software`. */
function countingData() {
  const counter = { slideRenders: 0 };
  const data = { ...DATA };
  Object.defineProperty(data, 'software', {
    get: () => {
      counter.slideRenders += 1;
      return DATA.software;
    },
  });
  return { data, counter };
}

it('counts up by 20 a second, hides at 100, then opens the pop-up and remembers the visit', async () => {
  const { data, counter } = countingData();
  render(<HomeView data={data} />);
  await act(async () => undefined);
  expect(screen.getByTestId('home-loader-value').textContent).toBe('0%');
  const rendersBefore = counter.slideRenders;
  for (let step = 1; step < 5; step++) {
    await act(async () => void jest.advanceTimersByTime(LOADER_TICK_MS));
    expect(screen.getByTestId('home-loader-value').textContent).toBe(`${step * LOADER_STEP}%`);
  }
  // the ticks re-rendered the loader, not the slides
  expect(counter.slideRenders).toBe(rendersBefore);
  expect(screen.queryByTestId('recommend-popup')).toBeNull();
  await act(async () => void jest.advanceTimersByTime(LOADER_TICK_MS));
  expect(screen.queryByTestId('home-loader')).toBeNull();
  expect(screen.getByTestId('recommend-popup')).toBeInTheDocument();
  expect(window.sessionStorage.getItem(HOME_SEEN_KEY)).toBe('1');
  expect(counter.slideRenders).toBe(rendersBefore);
});

it('shows neither the loader nor the pop-up to a visitor who already saw them this session', async () => {
  window.sessionStorage.setItem(HOME_SEEN_KEY, '1');
  render(<HomeView data={DATA} />);
  await act(async () => undefined);
  expect(screen.queryByTestId('home-loader')).toBeNull();
  await act(async () => void jest.advanceTimersByTime(6 * LOADER_TICK_MS));
  expect(screen.queryByTestId('recommend-popup')).toBeNull();
});
