// The site's one content image (docs/product/page-weight.md#images): processed images as a plain,
// valid <picture> with srcsets and sizes, width/height always reserved, the LCP image eager with
// high priority and the rest lazy, the media library's alt text when the content has none, and a
// placeholder instead of a broken image.
import { fireEvent, render, screen } from '@testing-library/react';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { HtmlValidate } from 'html-validate';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { MediaImage, mediaListOf, mediaOf, reservedSize, type MediaNode } from '../../src/components/ui/media-image';
import { VALIDATOR_CONFIG } from '../e2e/support/validator-config';
import { PageBanner } from '../../src/components/ui/page-banner';
import { Card } from '../../src/components/ui/card';

/** What gatsbyImageData(width: 720) gives with SITE_IMAGES_AVIF=1. */
const DATA: IGatsbyImageData = {
  layout: 'constrained',
  width: 720,
  height: 480,
  backgroundColor: '#283848',
  images: {
    fallback: {
      src: '/static/ab/720/car.jpg',
      srcSet: '/static/ab/180/car.jpg 180w,\n/static/ab/360/car.jpg 360w,\n/static/ab/720/car.jpg 720w',
      sizes: '(min-width: 720px) 720px, 100vw',
    },
    sources: [
      { srcSet: '/static/ab/180/car.avif 180w,\n/static/ab/720/car.avif 720w', type: 'image/avif', sizes: '(min-width: 720px) 720px, 100vw' },
      { srcSet: '/static/ab/180/car.webp 180w,\n/static/ab/720/car.webp 720w', type: 'image/webp', sizes: '(min-width: 720px) 720px, 100vw' },
    ],
  },
};
const MEDIA: MediaNode = { alt: 'Matte film on a red car', file: { childImageSharp: { gatsbyImageData: DATA } } };

describe('<MediaImage> with processed image data', () => {
  it('renders a picture: AVIF and WebP sources with srcset and sizes, an img with src, width and height', () => {
    const { container } = render(<MediaImage media={MEDIA} alt="" />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    for (const s of sources) {
      expect(s.getAttribute('srcset')).toMatch(/ 720w$/);
      expect(s.getAttribute('sizes')).toBe('(min-width: 720px) 720px, 100vw');
    }
    const img = container.querySelector('picture > img')!;
    expect(img.getAttribute('src')).toBe('/static/ab/720/car.jpg');
    // browsers that read <picture> read WebP: the fallback is one src, not a second list
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
    expect(img.getAttribute('width')).toBe('720');
    expect(img.getAttribute('height')).toBe('480');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
    // no placeholder image, no image without a source (what GatsbyImage's lazy picture leaves)
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('gives the img the srcset and sizes itself when the data has no modern-format source', () => {
    const { container } = render(<MediaImage image={{ ...DATA, images: { fallback: DATA.images.fallback } }} alt="Car" />);
    const img = container.querySelector('picture > img')!;
    expect(img.getAttribute('srcset')).toContain('360w');
    expect(img.getAttribute('sizes')).toBe('(min-width: 720px) 720px, 100vw');
  });

  it('loads the LCP image at once with high priority, with standard attributes only', () => {
    const { container } = render(<MediaImage image={DATA} alt="Hero" eager />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.hasAttribute('decoding')).toBe(false);
    // Element Timing's attribute is no HTML: the script loader finds the image by its priority
    expect(img.getAttributeNames().sort()).toEqual(['alt', 'class', 'fetchpriority', 'height', 'loading', 'src', 'width']);
  });

  it("uses the media library's alt text when the content gives none, and the content's own first", () => {
    const { rerender } = render(<MediaImage media={MEDIA} alt="" />);
    expect(screen.getByRole('img', { name: 'Matte film on a red car' })).toBeInTheDocument();
    rerender(<MediaImage media={MEDIA} alt="Our workshop" />);
    expect(screen.getByRole('img', { name: 'Our workshop' })).toBeInTheDocument();
    rerender(<MediaImage media={{ ...MEDIA, alt: '' }} />);
    expect(screen.getByRole('presentation')).toHaveAttribute('alt', '');
  });
});

describe('<MediaImage> with a plain URL', () => {
  it('renders a lazy img with the given width and height', () => {
    render(<MediaImage src="/media/a.jpg" alt="A" width={400} height={300} />);
    const img = screen.getByRole('img', { name: 'A' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '300');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });

  it('always reserves a width and height: given, from the aspect ratio, or 4:3', () => {
    expect(reservedSize(1000, 750)).toEqual({ width: 1000, height: 750 });
    expect(reservedSize(undefined, undefined, '16 / 9')).toEqual({ width: 800, height: 450 });
    expect(reservedSize(320, undefined, '4 / 3')).toEqual({ width: 320, height: 240 });
    expect(reservedSize()).toEqual({ width: 800, height: 600 });
    const { container } = render(<MediaImage src="https://cdn.example.com/x.png" aspectRatio="16 / 10" />);
    const img = container.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['800', '500']);
  });

  it('shows a placeholder for missing media and for a file that fails to load, never a broken img', () => {
    const { container, rerender } = render(<MediaImage src={null} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-placeholder="true"]')).not.toBeNull();
    rerender(<MediaImage src="/media/broken.jpg" alt="Shop" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Shop' })).toHaveAttribute('data-placeholder', 'true');
  });
});

it('renders markup that passes the markup suite’s validator in every form', async () => {
  const body = renderToStaticMarkup(
    <main>
      <h1>Images</h1>
      <MediaImage media={MEDIA} eager />
      <MediaImage image={DATA} alt="Lazy" aspectRatio="4 / 3" className="x" />
      <MediaImage image={DATA} alt="" cover />
      <MediaImage src="/media/a.jpg" alt="Plain" width={400} height={300} />
      <MediaImage src="/media/b.jpg" aspectRatio="16 / 9" fit="contain" />
      <MediaImage src={null} alt="Missing" />
      <MediaImage src={null} cover />
    </main>,
  );
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Images</title></head><body>${body}</body></html>`;
  const report = await new HtmlValidate(VALIDATOR_CONFIG).validateString(html);
  const messages = report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message} (${m.selector})`));
  expect(messages).toEqual([]);
});

describe('the shared components show their images through it', () => {
  it('the page banner (the LCP image) is eager with high priority, a card image lazy, both sized', () => {
    const { container } = render(
      <>
        <PageBanner title="About Us" imageSrc="/media/banner.jpg" />
        <Card title="A post" imageSrc="/media/card.jpg" />
      </>,
    );
    const [banner, card] = [...container.querySelectorAll('img')];
    expect([banner.getAttribute('loading'), banner.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    expect([card.getAttribute('loading'), card.hasAttribute('fetchpriority')]).toEqual(['lazy', false]);
    for (const img of [banner, card]) expect(Number(img.getAttribute('width')) * Number(img.getAttribute('height'))).toBeGreaterThan(0);
  });
});

describe('build data: the media node beside each media field', () => {
  const node: MediaNode = { alt: 'A car', file: { childImageSharp: { gatsbyImageData: DATA } } };

  it('is found by the field name, and is null for live data, which has none', () => {
    expect(mediaOf({ image: '/media/a.jpg', image_media: node }, 'image')).toBe(node);
    expect(mediaOf({ image: 'https://api.example/a.jpg' }, 'image')).toBeNull();
    expect(mediaOf(null, 'image')).toBeNull();
  });

  it('lines up with a list of URLs, and is empty for live data', () => {
    expect(mediaListOf({ images_arr: ['/media/a.jpg', 'https://x.example/b.jpg'], images_arr_media: [node, null] }, 'images_arr')).toEqual([node, null]);
    expect(mediaListOf({ images_arr: ['https://api.example/a.jpg'] }, 'images_arr')).toEqual([]);
  });

  it('gives the page banner and a card their srcset', () => {
    const { container } = render(
      <>
        <PageBanner title="Contact" imageSrc="/media/banner.jpg" imageMedia={node} />
        <Card title="A post" imageSrc="/media/card.jpg" imageMedia={node} />
      </>,
    );
    expect(container.querySelectorAll('picture source[srcset]').length).toBeGreaterThanOrEqual(2);
    expect(container.querySelector('img')!.getAttribute('loading')).toBe('eager');
  });
});

describe('<MediaImage original>: a small fixed image (a store badge)', () => {
  it('shows the uploaded file at the size of the image data, with no srcset or picture', () => {
    const node: MediaNode = { file: { childImageSharp: { gatsbyImageData: { ...DATA, width: 133, height: 40 } } } };
    const { container } = render(<MediaImage src="/media/badge.png" media={node} original alt="App Store" width={120} height={40} />);
    const img = container.querySelector('img')!;
    expect(container.querySelector('picture')).toBeNull();
    expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height'), img.hasAttribute('srcset')]).toEqual([
      '/media/badge.png',
      '133',
      '40',
      false,
    ]);
  });
});
