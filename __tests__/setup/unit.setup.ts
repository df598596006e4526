// Unit test setup: DOM matchers, the axe matcher, and a fresh DOM/cookie/storage state per test.
// A test file may opt into `@jest-environment node` (SSR checks): the DOM parts are skipped there.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';
import { toHaveNoViolations } from 'jest-axe';
import { TextDecoder, TextEncoder } from 'util';

// jsdom lacks these; react-dom/server (SSR checks in tests) needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

expect.extend(toHaveNoViolations);

// axe over a rendered layout takes seconds when the machine is busy (CI shares its cores, and
// jest runs three files at once): a hang guard, not a speed goal. home-motion.test took 17 s on a
// quiet machine and passed 30 s at load 30.
jest.setTimeout(60000);

const hasDom = typeof window !== 'undefined' && typeof document !== 'undefined';

if (hasDom) {
  // waitFor / findBy*: a hang guard, not a speed goal. The default second was too short for a lazy
  // import (Swiper in carousel.test) while jest's parallel workers and the browsers share two cores.
  configure({ asyncUtilTimeout: 10_000 });

  // jsdom has no matchMedia (Swiper's breakpoints and our hover / reduced-motion checks use it):
  // default to "nothing matches"; a test may replace it for one case.
  beforeEach(() => {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  });

  afterEach(() => {
    document.cookie.split(';').forEach((c) => {
      const name = c.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    });
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
}
