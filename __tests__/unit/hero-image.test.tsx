// Full-screen heroes (docs/product/page-weight.md#images): the HeroImage fragment's portrait crop
// becomes the picture's first source, for screens held upright; the landscape stays for the rest,
// and the img keeps the landscape's size and src.
import { render } from '@testing-library/react';
import * as React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { MediaImage } from '../../src/components/ui/media-image';
import { heroMedia, PORTRAIT_MEDIA, type HeroMediaNode } from '../../src/components/ui/hero-image';

/** What the HeroImage fragment gives for a 3200 × 1400 upload. */
const LANDSCAPE: IGatsbyImageData = {
  layout: 'constrained',
  width: 1920,
  height: 840,
  backgroundColor: '#081828',
  images: {
    fallback: { src: '/static/ab/1920/hero.jpg', srcSet: '/static/ab/480/hero.jpg 480w,\n/static/ab/1920/hero.jpg 1920w', sizes: '100vw' },
    sources: [{ srcSet: '/static/ab/480/hero.webp 480w,\n/static/ab/1920/hero.webp 1920w', type: 'image/webp', sizes: '100vw' }],
  },
};
const PORTRAIT: IGatsbyImageData = {
  layout: 'constrained',
  width: 780,
  height: 1387,
  images: {
    fallback: { src: '/static/cd/780/hero.webp', srcSet: '/static/cd/390/hero.webp 390w,\n/static/cd/780/hero.webp 780w', sizes: '100vw' },
    sources: [],
  },
};
const HERO: HeroMediaNode = { alt: 'A coupe under film', file: { childImageSharp: { gatsbyImageData: LANDSCAPE, portrait: PORTRAIT } } };

describe('heroMedia', () => {
  it('puts the portrait crop first, as a WebP source for screens held upright, before the landscape sources', () => {
    const image = heroMedia(HERO)?.file?.childImageSharp?.gatsbyImageData;
    expect(image?.images.sources).toEqual([
      { media: PORTRAIT_MEDIA, type: 'image/webp', srcSet: PORTRAIT.images.fallback!.srcSet, sizes: '100vw' },
      ...LANDSCAPE.images.sources!,
    ]);
    expect(image?.images.fallback).toEqual(LANDSCAPE.images.fallback);
    expect([image?.width, image?.height]).toEqual([1920, 840]);
    expect(heroMedia(HERO)?.alt).toBe('A coupe under film');
  });

  it('leaves a node without a portrait crop (BannerImage, live data) as it is', () => {
    const banner: HeroMediaNode = { alt: '', file: { childImageSharp: { gatsbyImageData: LANDSCAPE } } };
    expect(heroMedia(banner)).toBe(banner);
    expect(heroMedia(null)).toBeNull();
    expect(heroMedia(undefined)).toBeNull();
  });

  it('renders, through MediaImage, the portrait source first and the landscape img with its size', () => {
    const { container } = render(<MediaImage media={heroMedia(HERO)} alt="" cover eager />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => [s.getAttribute('media'), s.getAttribute('type')])).toEqual([
      [PORTRAIT_MEDIA, 'image/webp'],
      [null, 'image/webp'],
    ]);
    expect(sources[0]!.getAttribute('srcset')).toMatch(/ 780w$/);
    expect(sources[0]!.getAttribute('sizes')).toBe('100vw');
    const img = container.querySelector('picture > img')!;
    expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height')]).toEqual(['/static/ab/1920/hero.jpg', '1920', '840']);
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });
});
