/**
 * The home slider and moving content (docs/product/accessibility.md#moving-content): the intro
 * video's Pause/Play is the first control of the slider, a preference for reduced motion starts it
 * paused, and slides out of view are inert (no focus, hidden from assistive technology).
 */
import * as React from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HomeView } from '../../src/features/home/home-view';
import { HOME_SEEN_KEY } from '../../src/features/home/home-constants';
import type { HomeData } from '../../src/features/home/home-types';

const media = (title: string) => ({ title, text: `${title} text`, image: '/media/a.jpg' });
const DATA: HomeData = {
  intro: { title: 'Invisible armour', text: 'Intro', video: '/media/intro.mp4', poster: '/media/poster.jpg' },
  autoFilm: { ...media('Auto film'), subName: 'PPF' },
  software: media('Software'),
  plotter: { ...media('Plotter'), features: [{ title: 'Fast', content: 'Cuts fast' }] },
  training: { ...media('Training'), trainers: 3, years: 10, countries: 20 },
  warrantyCount: '12345',
  blogs: [],
};

let played = 0;
let paused = 0;
beforeEach(() => {
  played = 0;
  paused = 0;
  window.sessionStorage.setItem(HOME_SEEN_KEY, '1');
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async () => void (played += 1));
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => void (paused += 1));
});
afterEach(() => jest.restoreAllMocks());

function reduceMotion() {
  window.matchMedia = ((q: string) => ({
    matches: q.includes('reduce'),
    media: q,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

const slides = (container: HTMLElement) => Array.from(container.querySelectorAll<HTMLElement>('.swiper-slide'));

it('puts the Pause button before every slide control and pauses and plays the intro video', async () => {
  const user = userEvent.setup();
  const { container } = render(<HomeView data={DATA} />);
  const toggle = await screen.findByRole('button', { name: 'Pause the background video' });
  const firstFocusable = container.querySelector('button, a[href]');
  expect(firstFocusable).toBe(toggle);
  expect(screen.getByTestId('home')).toHaveAttribute('data-motion', 'on');

  await user.click(toggle);
  expect(paused).toBeGreaterThan(0);
  expect(screen.getByTestId('home')).toHaveAttribute('data-motion', 'paused');
  const play = screen.getByRole('button', { name: 'Play the background video' });
  const before = played;
  await user.click(play);
  expect(played).toBeGreaterThan(before);
  expect(screen.getByRole('button', { name: 'Pause the background video' })).toBeInTheDocument();
});

it('starts paused when the visitor prefers reduced motion', async () => {
  reduceMotion();
  render(<HomeView data={DATA} />);
  expect(await screen.findByRole('button', { name: 'Play the background video' })).toBeInTheDocument();
  expect(paused).toBeGreaterThan(0);
  expect(screen.getByTestId('home')).toHaveAttribute('data-motion', 'paused');
});

it('makes every slide but the one in view inert, following the active slide', async () => {
  const { container } = render(<HomeView data={DATA} />);
  await act(async () => undefined);
  const all = slides(container);
  expect(all).toHaveLength(8);
  expect(all.map((s) => s.hasAttribute('inert'))).toEqual([false, true, true, true, true, true, true, true]);

  await act(async () => {
    screen.getByRole('button', { name: 'Training' }).click();
  });
  const active = Number(screen.getByTestId('home').getAttribute('data-active-index'));
  expect(active).toBe(4);
  expect(slides(container).map((s) => s.hasAttribute('inert'))).toEqual(all.map((_, i) => i !== 4));
  // the intro's toggle goes with the intro slide
  expect(screen.queryByTestId('home-motion-toggle')).toBeNull();
});

it('starts Swiper only when the visitor reaches for the slider, and the wheel notch that started it moves it (docs/product/page-weight.md#main-thread-work)', async () => {
  const { container } = render(<HomeView data={DATA} />);
  await act(async () => undefined);
  // the server's markup, as Swiper will use it, and no Swiper yet
  expect(container.querySelector('.swiper.swiper-vertical')).not.toBeNull();
  expect(container.querySelector('.swiper-initialized')).toBeNull();
  await act(async () => {
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: 120 }));
  });
  await waitFor(() => expect(screen.getByTestId('home')).toHaveAttribute('data-active-index', '1'));
  expect(container.querySelector('.swiper-initialized')).not.toBeNull();
  expect(slides(container).map((s) => s.hasAttribute('inert'))).toEqual([true, false, true, true, true, true, true, true]);
});
