/**
 * When the home slider starts Swiper (docs/product/page-weight.md#main-thread-work): at once when
 * the visitor reaches for it (a wheel, a touch, a key, a press anywhere on the page, or a control
 * of the page asking for a slide: `requestHomeSwiper`), otherwise at an idle moment once the
 * page's start-up is over. Never in the page's hydration.
 *
 * The gesture that started it is not lost: a wheel notch, an arrow or page key, or a swipe that
 * Swiper did not see from its beginning moves the slider once Swiper is there, as Swiper would have.
 */
import * as React from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { afterStartUp, whenIdle } from '../../hooks/when-idle';
import type { startHomeSwiper as StartHomeSwiper } from './home-swiper-start';

type Start = typeof StartHomeSwiper;

let loading: Promise<Start> | null = null;
const load = (): Promise<Start> => (loading ??= import('./home-swiper-start').then((m) => m.startHomeSwiper));

const REQUEST_EVENT = 'cfm:home-swiper';

/** A control of the page (the progress list, the hint) needs the slider now. */
export function requestHomeSwiper(): void {
  window.dispatchEvent(new Event(REQUEST_EVENT));
}

/** Swiper's own thresholds: a wheel delta it takes for a step (mousewheel thresholdDelta), a swipe. */
const WHEEL_STEP = 12;
const SWIPE_PX = 40;

type Move = 'next' | 'prev' | null;

/** The step a key asks for, as Swiper's keyboard module reads it (vertical slider). */
function keyMove(e: KeyboardEvent): Move {
  if (e.shiftKey || e.altKey || e.ctrlKey || e.metaKey) return null;
  const active = document.activeElement as HTMLElement | null;
  if (active && (/^(INPUT|TEXTAREA|SELECT)$/.test(active.nodeName) || active.isContentEditable)) return null;
  if (e.key === 'ArrowDown' || e.key === 'PageDown') return 'next';
  if (e.key === 'ArrowUp' || e.key === 'PageUp') return 'prev';
  return null;
}

function wheelMove(e: WheelEvent): Move {
  if (Math.abs(e.deltaY) < Math.max(WHEEL_STEP, Math.abs(e.deltaX))) return null;
  return e.deltaY > 0 ? 'next' : 'prev';
}

/**
 * Starts Swiper on `ref` (the slider's `.swiper` element) when needed and hands the instance to
 * `onSwiper`; keeps its speed in step with `speed`.
 */
export function useHomeSwiper(ref: React.RefObject<HTMLElement>, speed: number, onSwiper: (s: SwiperInstance) => void): void {
  const latest = React.useRef({ speed, onSwiper });
  const instance = React.useRef<SwiperInstance | null>(null);
  React.useEffect(() => {
    latest.current = { speed, onSwiper };
    const s = instance.current;
    if (s && !s.destroyed) s.params.speed = speed;
  });

  React.useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    let started = false;
    let alive = true;
    let move: Move = null;
    let touchY: number | null = null;
    const play = (s: SwiperInstance) => {
      if (move === 'next') s.slideNext();
      if (move === 'prev') s.slidePrev();
      move = null;
    };
    const start = () => {
      if (started) return;
      started = true;
      stopWaiting();
      void load().then((startSwiper) => {
        if (!alive) return;
        const s = startSwiper(el, latest.current.speed);
        instance.current = s;
        play(s);
        latest.current.onSwiper(s);
      });
    };
    const onWheel = (e: WheelEvent) => {
      move = wheelMove(e);
      start();
    };
    const onKey = (e: KeyboardEvent) => {
      move = keyMove(e);
      start();
    };
    const onTouchStart = (e: TouchEvent) => {
      touchY = e.touches[0]?.clientY ?? null;
      window.addEventListener('touchend', onTouchEnd, { once: true, passive: true });
      start();
    };
    // Swiper, started during the swipe, did not see its beginning: take the step it asked for.
    function onTouchEnd(e: TouchEvent) {
      const y = e.changedTouches[0]?.clientY;
      if (touchY === null || y === undefined || Math.abs(y - touchY) < SWIPE_PX) return;
      move = y < touchY ? 'next' : 'prev';
      if (instance.current) play(instance.current);
    }
    const stopWaiting = () => {
      window.removeEventListener('wheel', onWheel);
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('touchstart', onTouchStart);
      window.removeEventListener('pointerdown', start);
      window.removeEventListener(REQUEST_EVENT, start);
      cancelLater();
    };
    window.addEventListener('wheel', onWheel, { passive: true });
    window.addEventListener('keydown', onKey);
    window.addEventListener('touchstart', onTouchStart, { passive: true });
    window.addEventListener('pointerdown', start);
    window.addEventListener(REQUEST_EVENT, start);
    let cancelIdle = () => undefined as void;
    const cancelStartUp = afterStartUp(() => {
      void load().then(() => {
        if (alive) cancelIdle = whenIdle(start);
      });
    });
    const cancelLater = () => {
      cancelStartUp();
      cancelIdle();
    };
    return () => {
      alive = false;
      stopWaiting();
      window.removeEventListener('touchend', onTouchEnd);
      const s = instance.current;
      if (s && !s.destroyed) s.destroy(true, false);
      instance.current = null;
    };
  }, [ref]);
}
