/**
 * The Swiper half of the home slider (home-view.tsx), in a chunk of its own: Swiper's core starts
 * on the slider's server markup (the slides already in place), so the page's hydration carries no
 * Swiper and its start re-renders nothing (docs/product/page-weight.md#main-thread-work).
 */
import Swiper from 'swiper';
import { A11y, Keyboard, Mousewheel } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';

export function startHomeSwiper(el: HTMLElement, speed: number): SwiperInstance {
  return new Swiper(el, {
    modules: [A11y, Keyboard, Mousewheel],
    direction: 'vertical',
    slidesPerView: 1,
    speed,
    keyboard: { enabled: true },
    mousewheel: { forceToAxis: true, releaseOnEdges: true, thresholdDelta: 12 },
    a11y: { containerRoleDescriptionMessage: 'full-page slider', slideRole: 'group' },
  });
}

export default startHomeSwiper;
