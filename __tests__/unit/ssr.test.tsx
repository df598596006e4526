/**
 * @jest-environment node
 *
 * Gatsby renders every page to HTML in Node: the components must not touch window/document
 * while rendering, and session-dependent UI must be absent from the static HTML.
 */
import { renderToString } from 'react-dom/server';
import { Layout } from '../../src/components/layout/layout';
import { Carousel } from '../../src/components/ui/carousel';
import { Modal } from '../../src/components/ui/modal';
import { VideoPlayer } from '../../src/components/ui/video-player';
import { RichHtml } from '../../src/components/ui/rich-html';
import { Tabs } from '../../src/components/ui/tabs';
import { ToastViewport } from '../../src/components/ui/toast';
import { getShopInfo, getToken } from '../../src/session/session';

// On the server isomorphic-dompurify runs DOMPurify on jsdom 29, whose dependencies are ES
// modules that Jest's CommonJS runtime cannot load (Node itself can). Do the same thing here
// with the CommonJS jsdom that Jest's own jsdom environment ships.
jest.mock('isomorphic-dompurify', () => {
  const jsdomPath = require.resolve('jsdom', { paths: [require.resolve('jest-environment-jsdom')] });
  const { JSDOM } = jest.requireActual<typeof import('jsdom')>(jsdomPath);
  type Factory = (window: unknown) => unknown;
  const mod = jest.requireActual<Factory | { default: Factory }>('dompurify');
  const factory = typeof mod === 'function' ? mod : mod.default;
  return { __esModule: true, default: factory(new JSDOM('').window) };
});

describe('server rendering', () => {
  it('renders the layout without window, and without the session-dependent Login link', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <Layout pathname="/blog" footer={{ contact_number: '1', enterprise_email: 'a@b.co', apps: [] }}>
        <h1>Blog</h1>
      </Layout>,
    );
    expect(html).toContain('Skip to content');
    expect(html).toContain('Dealer Portal');
    expect(html).not.toContain('>Login<');
  });

  it('renders widgets (carousel, video, rich html, tabs, toasts; modal closed)', () => {
    const html = renderToString(
      <>
        <Carousel label="Banner" pagination navigation>
          <img src="/a.jpg" alt="A" />
          <img src="/b.jpg" alt="B" />
        </Carousel>
        <VideoPlayer src="/v.mp4" title="Intro" />
        <RichHtml html="<p>Safe</p><script>alert(1)</script>" />
        <Tabs items={[{ id: 1, label: 'One', panel: 'Panel one' }]} label="T" />
        <Modal open onClose={() => undefined} title="Hidden in SSR" />
        <ToastViewport />
      </>,
    );
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('Play Intro');
    expect(html).toContain('<p>Safe</p>');
    expect(html).not.toContain('<script');
    expect(html).toContain('Panel one');
    expect(html).not.toContain('Hidden in SSR');
  });

  it('session reads are null on the server', () => {
    expect(getToken()).toBeNull();
    expect(getShopInfo()).toBeNull();
  });
});
