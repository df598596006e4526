import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel } from '../../src/components/ui/carousel';
import { FIRST_STEP_MS, NEAR_VIEWPORT_MARGIN } from '../../src/components/ui/use-swiper-start';
import {
  BANNER_AUTOPLAY_MS,
  BANNER_DISABLE_ON_INTERACTION,
  CONTINUOUS_AUTOPLAY_DELAY_MS,
  CONTINUOUS_SPEED_MS,
  DESKTOP_BREAKPOINT_PX,
  TOOLS_SLIDES_PER_VIEW,
  TRAINERS_SLIDES_PER_VIEW,
} from '../../src/components/ui/carousel-constants';
import type { Swiper as SwiperInstance } from 'swiper';

function slides(n: number) {
  return Array.from({ length: n }, (_, i) => <img key={i} src={`/s${i}.jpg`} alt={`Slide ${i + 1}`} />);
}

function setReducedMotion(matches: boolean) {
  window.matchMedia = jest.fn(
    (q: string) =>
      ({ matches: q.includes('reduce') ? matches : false, media: q, addEventListener: jest.fn(), removeEventListener: jest.fn() }) as unknown as MediaQueryList,
  );
}

/** The visitor reaches for the (only) carousel: Swiper starts at once instead of at its first autoplay step. */
function reach() {
  fireEvent.pointerDown(screen.getByRole('region'));
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('carousel constants (docs/product/constants.md#carousels)', () => {
  it('match the documented constants', () => {
    expect(BANNER_AUTOPLAY_MS).toBe(3000);
    expect(BANNER_DISABLE_ON_INTERACTION).toBe(false);
    expect(CONTINUOUS_SPEED_MS).toBe(5000);
    expect(CONTINUOUS_AUTOPLAY_DELAY_MS).toBe(0);
    expect(TOOLS_SLIDES_PER_VIEW).toEqual({ mobile: 2, desktop: 3.5 });
    expect(TRAINERS_SLIDES_PER_VIEW).toEqual({ mobile: 1.2, desktop: 2 });
    expect(DESKTOP_BREAKPOINT_PX).toBe(980);
  });
});

describe('<Carousel>', () => {
  it('shows its slides before Swiper loads (docs/product/page-weight.md), then starts Swiper on those very slides', async () => {
    let swiper: SwiperInstance | undefined;
    const { container } = render(
      <Carousel label="Banner" onSwiper={(s) => (swiper = s)}>
        {slides(3)}
      </Carousel>,
    );
    // first render: Swiper's pre-start markup, only the first slide reachable
    expect(swiper).toBeUndefined();
    const box = container.querySelector('.swiper');
    const before = [...container.querySelectorAll('.swiper-slide')];
    expect(before.map((s) => s.hasAttribute('inert'))).toEqual([false, true, true]);
    expect(screen.getByAltText('Slide 1')).toBeInTheDocument();
    // nothing starts it but its first autoplay step (no visitor here)
    await waitFor(() => expect(swiper).toBeDefined());
    // the same elements: Swiper started on the server markup, nothing re-rendered or remounted
    expect(swiper?.el).toBe(box);
    expect(new Set(swiper?.slides)).toEqual(new Set(before));
    expect(swiper?.slides.length).toBe(3);
  });

  it('starts at once when the visitor reaches for it (focus inside), keeping the focused control', async () => {
    let swiper: SwiperInstance | undefined;
    render(
      <>
        <Carousel label="Trainers" autoplay={false} onSwiper={(s) => (swiper = s)}>
          {[<button key="a">View Profile: A</button>, <button key="b">View Profile: B</button>]}
        </Carousel>
        <button>After</button>
      </>,
    );
    const profile = screen.getByRole('button', { name: 'View Profile: A' });
    await act(async () => {
      profile.focus();
    });
    // well before its first autoplay step would be due
    await waitFor(() => expect(swiper).toBeDefined(), { timeout: FIRST_STEP_MS - 500 });
    expect(document.activeElement).toBe(profile);
    expect(profile.isConnected).toBe(true);
  });

  it('plays an arrow press made before Swiper started once it has', async () => {
    const user = userEvent.setup();
    let swiper: SwiperInstance | undefined;
    render(
      <Carousel label="Interface" navigation autoplay={false} onSwiper={(s) => (swiper = s)}>
        {slides(3)}
      </Carousel>,
    );
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(swiper).toBeDefined(), { timeout: FIRST_STEP_MS - 500 });
    expect(swiper?.realIndex).toBe(1);
  });

  it('started by its first autoplay step, a banner takes that step at once; under reduced motion it stays', async () => {
    let swiper: SwiperInstance | undefined;
    const { unmount } = render(
      <Carousel label="Banner" onSwiper={(s) => (swiper = s)}>
        {slides(3)}
      </Carousel>,
    );
    await waitFor(() => expect(swiper).toBeDefined());
    expect(swiper?.realIndex).toBe(1);
    unmount();
    setReducedMotion(true);
    let still: SwiperInstance | undefined;
    render(
      <Carousel label="Banner" onSwiper={(s) => (still = s)}>
        {slides(3)}
      </Carousel>,
    );
    await waitFor(() => expect(still).toBeDefined());
    expect(still?.realIndex).toBe(0);
  });

  it('plans its start only once the carousel comes near the viewport (docs/product/page-weight.md#main-thread-work)', async () => {
    // jsdom has no IntersectionObserver: a minimal one that the test drives, as the browser would
    const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[] }[] = [];
    class TestIntersectionObserver {
      private readonly entry: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, options, targets: [] };
        observers.push(this.entry);
      }
      observe(el: Element) {
        this.entry.targets.push(el);
      }
      disconnect() {
        this.entry.targets = [];
      }
    }
    const original = (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = TestIntersectionObserver;
    try {
      let swiper: SwiperInstance | undefined;
      render(
        <Carousel label="Below the fold" onSwiper={(s) => (swiper = s)}>
          {slides(3)}
        </Carousel>,
      );
      const region = screen.getByRole('region', { name: 'Below the fold' });
      expect(observers).toHaveLength(1);
      expect(observers[0]!.targets).toEqual([region]);
      expect(observers[0]!.options?.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
      const report = (isIntersecting: boolean) =>
        act(async () => {
          const o = observers[0]!;
          o.callback([{ isIntersecting, target: region } as unknown as IntersectionObserverEntry], o as unknown as IntersectionObserver);
          await new Promise((r) => setTimeout(r, 300));
        });
      await report(false);
      expect(swiper).toBeUndefined();
      expect(region.querySelector('.swiper-initialized')).toBeNull();
      await report(true);
      await waitFor(() => expect(swiper).toBeDefined());
      expect(observers[0]!.targets).toEqual([]);
    } finally {
      (window as { IntersectionObserver?: unknown }).IntersectionObserver = original;
    }
  });

  it('is a labelled carousel region with the pause button first, configured as documented', async () => {
    let swiper: SwiperInstance | undefined;
    render(
      <Carousel label="PPF highlights" pagination onSwiper={(s) => (swiper = s)}>
        {slides(4)}
      </Carousel>,
    );
    reach();
    await waitFor(() => expect(swiper).toBeDefined());
    const region = screen.getByRole('region', { name: 'PPF highlights' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const firstButton = region.querySelector('button');
    expect(firstButton).toHaveAccessibleName('Stop automatic slide show');
    expect(swiper?.params.autoplay).toMatchObject({ delay: 3000, disableOnInteraction: false });
    expect(swiper?.params.loop).toBe(true);
    expect(swiper?.params.pagination).toMatchObject({ clickable: true });
  });

  it('stops and restarts rotation from the pause/play button', async () => {
    const user = userEvent.setup();
    let swiper: SwiperInstance | undefined;
    render(
      <Carousel label="Banner" onSwiper={(s) => (swiper = s)}>
        {slides(3)}
      </Carousel>,
    );
    reach();
    await waitFor(() => expect(swiper).toBeDefined());
    await user.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    expect(swiper?.autoplay.running).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    expect(swiper?.autoplay.running).toBe(true);
  });

  it('does not rotate when the visitor prefers reduced motion', async () => {
    setReducedMotion(true);
    let swiper: SwiperInstance | undefined;
    render(
      <Carousel label="Banner" onSwiper={(s) => (swiper = s)}>
        {slides(3)}
      </Carousel>,
    );
    await act(async () => undefined);
    reach();
    await waitFor(() => expect(swiper).toBeDefined());
    const play = screen.getByRole('button', { name: 'Start automatic slide show' });
    expect(swiper?.autoplay.running).toBe(false);
    // Pressing play is an explicit opt-in, even under reduced motion.
    await userEvent.setup().click(play);
    expect(swiper?.autoplay.running).toBe(true);
    expect(screen.getByRole('button', { name: 'Stop automatic slide show' })).toBeInTheDocument();
  });

  it('continuous mode: speed 5000, free mode, no delay, 2 / 3.5 slides', async () => {
    let swiper: SwiperInstance | undefined;
    render(
      <Carousel label="Tools" variant="continuous" onSwiper={(s) => (swiper = s)}>
        {slides(8)}
      </Carousel>,
    );
    reach();
    await waitFor(() => expect(swiper).toBeDefined());
    expect(swiper?.params.speed).toBe(5000);
    expect(swiper?.params.autoplay).toMatchObject({ delay: 0, disableOnInteraction: false });
    expect(swiper?.params.freeMode).toMatchObject({ enabled: true });
    expect(swiper?.params.slidesPerView).toBe(2);
    expect(swiper?.params.breakpoints?.[980]).toEqual({ slidesPerView: 3.5 });
  });

  it('prev/next arrows are labelled buttons; a single slide gets no controls', () => {
    const { unmount } = render(
      <Carousel label="Interface" navigation>
        {slides(3)}
      </Carousel>,
    );
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    unmount();
    render(
      <Carousel label="Single" navigation>
        {slides(1)}
      </Carousel>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
