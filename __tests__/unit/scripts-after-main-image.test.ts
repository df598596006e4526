// Gatsby's scripts slice becomes one inline loader that runs the same scripts once the page's main
// image is painted (src/html/scripts-after-main-image.ts). The loader's behaviour in a browser is
// checked end to end (__tests__/e2e/script-start.spec.ts); here, the rewrite and the loader's
// fallback for a browser that does not report paints.
import { loaderScript, loaderSources, scriptsAfterMainImage } from '../../src/html/scripts-after-main-image';

const SLICE =
  '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script><script>window.___webpackCompilationHash="abc";</script>' +
  '<script src="/polyfill-1.js" nomodule></script>' +
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>';

it('replaces the async script tags with the loader, keeps everything else, and is idempotent', () => {
  const out = scriptsAfterMainImage(SLICE);
  expect(out).not.toMatch(/ async><\/script>/);
  expect(out).toContain('<script id="gatsby-chunk-mapping">');
  expect(out).toContain('<script src="/polyfill-1.js" nomodule></script>');
  expect(loaderSources(out)).toEqual(['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js']);
  expect(scriptsAfterMainImage(out)).toBe(out);
  // a slice with no such tags is left alone
  expect(scriptsAfterMainImage('<script>window.x=1</script>')).toBe('<script>window.x=1</script>');
  expect(loaderSources('<html></html>')).toEqual([]);
});

describe('in a browser that does not report paints', () => {
  const run = (html: string) => {
    document.body.innerHTML = html;
    new Function(loaderScript(['/framework-2.js', '/app-3.js']))();
  };
  const added = () => [...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));

  beforeEach(() => {
    jest.useFakeTimers();
    window.requestAnimationFrame = (cb) => setTimeout(() => cb(0), 16) as unknown as number;
  });
  afterEach(() => {
    // a loader still waiting (its window listeners outlive the test) starts now, not in the next test
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    document.body.innerHTML = '';
    jest.useRealTimers();
  });

  it('runs the scripts in the first task after the main image has loaded and been drawn', () => {
    run('<img fetchpriority="high" src="/hero.webp">');
    const image = document.querySelector('img')!;
    jest.advanceTimersByTime(1000);
    expect(added()).toEqual([]);
    image.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(20);
    expect(added()).toEqual(['/framework-2.js', '/app-3.js']);
  });

  it('runs them at once when the image fails or the visitor presses a key, and only once', () => {
    run('<img fetchpriority="high" src="/hero.webp">');
    document.querySelector('img')!.dispatchEvent(new Event('error'));
    expect(added()).toEqual(['/framework-2.js', '/app-3.js']);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    jest.advanceTimersByTime(5000);
    expect(added()).toHaveLength(2);

    run('<img fetchpriority="high" src="/hero.webp">');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(added()).toEqual(['/framework-2.js', '/app-3.js']);
  });

  it('runs them after 2.5 s when the image neither loads nor fails, and after a frame on a page without one', () => {
    run('<img fetchpriority="high" src="/hero.webp">');
    jest.advanceTimersByTime(2499);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toEqual(['/framework-2.js', '/app-3.js']);

    run('<h1>No image</h1>');
    jest.advanceTimersByTime(20);
    expect(added()).toEqual(['/framework-2.js', '/app-3.js']);
  });
});
