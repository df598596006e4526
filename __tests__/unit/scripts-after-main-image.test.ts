// Gatsby's scripts slice becomes one inline loader that runs the same scripts once the page's main
// image is painted (plugins/gatsby-plugin-hosting/scripts-after-main-image.ts). The loader's behaviour in a browser is
// checked end to end (__tests__/e2e/script-start.spec.ts); here, the rewrite and the loader's
// decisions, in browsers with and without reports of the largest paint.
import { loaderScript, loaderSources, scriptsAfterMainImage } from '../../plugins/gatsby-plugin-hosting/scripts-after-main-image';

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

/** The main image's decode(), settled by the test (jsdom has none). */
let decoded: { resolve: () => void; reject: (e: Error) => void } | null = null;

const run = (html: string) => {
  document.body.innerHTML = html;
  new Function(loaderScript(['/framework-2.js', '/app-3.js']))();
};
const added = () => [...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));

beforeEach(() => {
  jest.useFakeTimers();
  window.requestAnimationFrame = (cb) => setTimeout(() => cb(0), 16) as unknown as number;
  decoded = null;
  HTMLImageElement.prototype.decode = () =>
    new Promise<void>((resolve, reject) => {
      decoded = { resolve, reject };
    });
});
afterEach(() => {
  // a loader still waiting (its window listeners outlive the test) starts now, not in the next test
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
  document.body.innerHTML = '';
  jest.useRealTimers();
});

/** Settles the image's decode() and lets its promise callbacks run. */
async function decode(ok = true): Promise<void> {
  if (ok) decoded!.resolve();
  else decoded!.reject(new Error('EncodingError'));
  await Promise.resolve();
  await Promise.resolve();
}

describe('in a browser that does not report paints', () => {
  it('runs the scripts two frames after the main image is decoded', async () => {
    run('<img fetchpriority="high" src="/hero.webp">');
    jest.advanceTimersByTime(1000);
    expect(added()).toEqual([]);
    await decode();
    jest.advanceTimersByTime(16);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(20);
    expect(added()).toEqual(['/framework-2.js', '/app-3.js']);
  });

  it('runs them at once when the image fails or the visitor presses a key, and only once', async () => {
    run('<img fetchpriority="high" src="/hero.webp">');
    await decode(false);
    expect(added()).toEqual(['/framework-2.js', '/app-3.js']);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    jest.advanceTimersByTime(5000);
    expect(added()).toHaveLength(2);

    run('<img fetchpriority="high" src="/hero.webp">');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(added()).toEqual(['/framework-2.js', '/app-3.js']);
  });

  it('runs them after 2.5 s when the image is never decoded, and after two frames on a page without one', () => {
    run('<img fetchpriority="high" src="/hero.webp">');
    jest.advanceTimersByTime(2499);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toEqual(['/framework-2.js', '/app-3.js']);

    run('<h1>No image</h1>');
    jest.advanceTimersByTime(40);
    expect(added()).toEqual(['/framework-2.js', '/app-3.js']);
  });
});

describe('in a browser that reports largest paints', () => {
  type Entry = { element: Element | null; size: number };
  let report: ((entries: Entry[]) => void) | null = null;

  beforeEach(() => {
    report = null;
    class FakeObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(private readonly cb: (list: { getEntries(): Entry[] }, o: FakeObserver) => void) {}
      observe() {
        report = (entries) => this.cb({ getEntries: () => entries }, this);
      }
      disconnect() {}
    }
    (window as unknown as { PerformanceObserver: unknown }).PerformanceObserver = FakeObserver;
  });
  afterEach(() => {
    delete (window as unknown as { PerformanceObserver?: unknown }).PerformanceObserver;
  });

  /** The main image at 400 × 300 px in the top left corner of the 1024 × 768 window. */
  const withImage = () => {
    run('<h1>Title</h1><img fetchpriority="high" src="/hero.webp">');
    const image = document.querySelector('img')!;
    image.getBoundingClientRect = () => ({ left: 0, top: 0, right: 400, bottom: 300, width: 400, height: 300, x: 0, y: 0, toJSON: () => null });
    return image;
  };

  it("runs the scripts at the report of the main image's paint, not before", async () => {
    const image = withImage();
    report!([{ element: document.querySelector('h1'), size: 5_000 }]);
    await decode();
    jest.advanceTimersByTime(100);
    expect(added()).toEqual([]);
    report!([{ element: image, size: 120_000 }]);
    expect(added()).toEqual(['/framework-2.js', '/app-3.js']);
  });

  it('runs them two frames after the image is decoded when a larger paint was reported: the image will never be reported', async () => {
    withImage();
    await decode();
    jest.advanceTimersByTime(40);
    expect(added()).toEqual([]);
    report!([{ element: document.querySelector('h1'), size: 150_000 }]);
    expect(added()).toEqual(['/framework-2.js', '/app-3.js']);

    withImage();
    report!([{ element: document.querySelector('h1'), size: 150_000 }]);
    await decode();
    jest.advanceTimersByTime(16);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(20);
    expect(added()).toEqual(['/framework-2.js', '/app-3.js']);
  });

  it('runs them 1 s after the image is drawn when it is larger than every reported paint but not reported itself', async () => {
    withImage();
    report!([{ element: document.querySelector('h1'), size: 5_000 }]);
    await decode();
    jest.advanceTimersByTime(32 + 999);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(5);
    expect(added()).toEqual(['/framework-2.js', '/app-3.js']);
  });

  it('runs them at the first largest paint on a page without a main image', () => {
    run('<h1>No image</h1>');
    jest.advanceTimersByTime(1000);
    expect(added()).toEqual([]);
    report!([{ element: document.querySelector('h1'), size: 5_000 }]);
    expect(added()).toEqual(['/framework-2.js', '/app-3.js']);
  });
});
