// The schema.org builders, the checker the whole-build test uses, the image header reader and
// the build-time og:image sizing (docs/product/rich-results.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as React from 'react';
import { render, waitFor } from '@testing-library/react';
import sharp from 'sharp';
import {
  automotiveBusiness,
  blogPosting,
  breadcrumbList,
  course,
  faqPage,
  isoDate,
  organization,
  plainText,
  product,
  serializeJsonLd,
  webSite,
} from '../../src/seo/schema';
import { checkPage, REQUIRED } from '../../src/seo/check-json-ld';
import { imageSizeOf, imageSizeOfFile } from '../../src/seo/image-size';
import { withSizedOgImage } from '../../src/seo/og-image';
import { Breadcrumbs } from '../../src/components/ui/breadcrumbs';

const SITE = 'https://www.example.com';
const page = (
  nodes: object[],
  og = '<meta property="og:type" content="website"><meta property="og:image" content="https://x.com/a.png"><meta property="og:image:width" content="10"><meta property="og:image:height" content="5">',
) => `<html><head>${og}${nodes.map((n) => `<script type="application/ld+json">${serializeJsonLd(n as never)}</script>`).join('')}</head></html>`;

describe('schema builders give what the checker requires', () => {
  const cases: [string, object][] = [
    ['Organization', organization(SITE)],
    ['WebSite', webSite(SITE, 'Films')],
    [
      'BlogPosting',
      blogPosting(SITE, {
        title: 'T'.repeat(150),
        desc: '',
        content: '<p>Body &amp; more</p>',
        image: 'media/b.jpg',
        createtime: '2026-11-12 09:30:00',
        path: '/blogInfo/1/',
      }),
    ],
    [
      'Product',
      product(SITE, {
        name: 'Ultra',
        description: '',
        content: '<p>Clear film</p>',
        images: ['/media/a.jpg', null, '/media/a.jpg'],
        datasheet: '/media/d.pdf',
        path: '/ProductInfo/1/',
      }),
    ],
    [
      'AutomotiveBusiness',
      automotiveBusiness(SITE, { name: 'Shop', telephone: '+49 1', address: 'Street 1', lat: 52.5, lng: 13.4, path: '/DealerDetails/1/' }),
    ],
    ['Course', course(SITE, { name: 'PPF basics', content: '<p>Two days</p>', path: '/TrainingInfo/1/' })],
    [
      'FAQPage',
      faqPage([
        { title: 'How long?', content: '<p>Ten <b>years</b></p>' },
        { title: ' ', content: 'x' },
      ])!,
    ],
    ['BreadcrumbList', breadcrumbList(SITE, [{ label: 'Home', to: '/' }, { label: 'Technical Center' }, { label: 'FAQ' }])!],
  ];
  it.each(cases)('%s', (type, node) => {
    const html = page([node]);
    expect(checkPage(html)).toEqual({ types: [type], problems: [] });
  });

  it('details: absolute URLs, plain texts, ISO dates, dropped crumbs, geo', () => {
    const post = blogPosting(SITE, { title: 'Hi', image: 'media/b.jpg', createtime: '2026-11-12 09:30:00', path: '/blogInfo/1/' });
    expect(post.image).toEqual([`${SITE}/media/b.jpg`]);
    expect(post.datePublished).toBe('2026-11-12T09:30:00');
    const p = product(SITE, { name: 'U', content: '<p>A &amp; B</p>', images: ['/media/a.jpg', '/media/a.jpg'], datasheet: '/media/d.pdf', path: '/P/1/' });
    expect(p.description).toBe('A & B');
    expect(p.image).toEqual([`${SITE}/media/a.jpg`]);
    expect(p.subjectOf).toMatchObject({ url: `${SITE}/media/d.pdf` });
    expect(automotiveBusiness(SITE, { name: 'S', address: 'A', lat: 1, lng: 2, path: '/' }).geo).toEqual({
      '@type': 'GeoCoordinates',
      latitude: 1,
      longitude: 2,
    });
    expect(automotiveBusiness(SITE, { name: 'S', address: 'A', path: '/' }).geo).toBeUndefined();
    const crumbs = breadcrumbList(SITE, [{ label: 'Home', to: '/' }, { label: 'Products' }, { label: 'PPF' }]);
    expect(crumbs!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'PPF' },
    ]);
    expect(breadcrumbList(SITE, [{ label: 'Home' }])).toBeNull();
    expect(faqPage([])).toBeNull();
    expect(isoDate('nonsense')).toBeUndefined();
    expect(plainText('<script>x</script><p>one   two</p>')).toBe('one two');
    expect(plainText('word '.repeat(100), 50).length).toBeLessThanOrEqual(51);
  });
});

describe('checkPage', () => {
  it('reports a block that does not parse, an unknown type, missing properties and og:image size', () => {
    const html = `<head><meta property="og:type" content="website"><meta property="og:image" content="/rel.png">
      <script type="application/ld+json">{oops</script>
      <script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"X"}</script>
      <script type="application/ld+json">{"@context":"https://schema.org","@type":"Widget"}</script></head>`;
    const { types, problems } = checkPage(html);
    expect(types).toEqual(['Product', 'Widget']);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^JSON-LD does not parse/),
        'Product: missing or bad image',
        'Product: missing or bad description',
        'Product: missing or bad brand.name',
        'unexpected @type Widget',
        'og:image missing or not absolute',
        'og:image:width / og:image:height missing',
      ]),
    );
  });

  it('a WebSite without a usable SearchAction fails', () => {
    expect(REQUIRED.WebSite({ name: 'a', url: SITE, potentialAction: { '@type': 'SearchAction', target: `${SITE}/search/` } })).toContain(
      'SearchAction target with {search_term_string}',
    );
  });
});

describe('image sizes and og:image at build time', () => {
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'og-'));
    fs.mkdirSync(path.join(dir, 'public', 'media'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'static', 'images'), { recursive: true });
    // A new pipeline per file: sharp's clone() needs structuredClone, which jsdom lacks.
    const img = { clone: () => sharp({ create: { width: 321, height: 123, channels: 3, background: '#888' } }) };
    await img
      .clone()
      .jpeg({ progressive: true })
      .toFile(path.join(dir, 'public', 'media', 'a.jpg'));
    await img
      .clone()
      .png()
      .toFile(path.join(dir, 'static', 'images', 'b.png'));
    await img
      .clone()
      .webp()
      .toFile(path.join(dir, 'public', 'media', 'c.webp'));
    await img
      .clone()
      .webp({ lossless: true })
      .toFile(path.join(dir, 'public', 'media', 'd.webp'));
    await img
      .clone()
      .gif()
      .toFile(path.join(dir, 'public', 'media', 'e.gif'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it.each(['public/media/a.jpg', 'static/images/b.png', 'public/media/c.webp', 'public/media/d.webp', 'public/media/e.gif'])('reads %s', (f) => {
    expect(imageSizeOfFile(path.join(dir, f))).toEqual({ width: 321, height: 123 });
  });

  it('reads nothing from other files', () => {
    expect(imageSizeOf(Buffer.from('%PDF-1.4 hello'))).toBeNull();
    expect(imageSizeOfFile(path.join(dir, 'missing.png'))).toBeNull();
  });

  const head = (image?: string) => [
    <title key="t">x</title>,
    [<link key="c" rel="canonical" href="https://site.test/p/" />],
    image ? [<meta key="i" property="og:image" content={image} />, <meta key="tw" name="twitter:image" content={image} />] : [],
  ];
  const props = (els: React.ReactElement[]) =>
    Object.fromEntries(els.filter((e) => e.type === 'meta').map((e) => [e.props.property ?? e.props.name, e.props.content]));

  it('adds the measured width and height of a site image, from public/ or static/', () => {
    expect(props(withSizedOgImage(head('https://site.test/media/a.jpg'), 'http://fallback', dir))).toMatchObject({
      'og:image': 'https://site.test/media/a.jpg',
      'og:image:width': '321',
      'og:image:height': '123',
    });
    expect(props(withSizedOgImage(head('https://site.test/images/b.png'), 'http://fallback', dir))['og:image:width']).toBe('321');
  });

  it('uses the default share image for a page without one, another host or a file it cannot measure', () => {
    for (const image of [undefined, 'https://cdn.other/x.jpg', 'https://site.test/media/none.jpg', 'https://site.test/../etc/passwd']) {
      const out = props(withSizedOgImage(head(image), 'http://fallback', dir));
      expect(out).toMatchObject({ 'og:image': 'https://site.test/images/og-default.png', 'og:image:width': '1200', 'og:image:height': '630' });
      if (image) expect(out['twitter:image']).toBe('https://site.test/images/og-default.png');
      expect(out['og:type']).toBe('website');
    }
  });

  it("keeps the page's own og:type", () => {
    const head = [<meta key="t" property="og:type" content="article" />];
    const types = withSizedOgImage(head, 'http://fallback', dir).filter((e) => e.props.property === 'og:type');
    expect(types.map((e) => e.props.content)).toEqual(['article']);
  });

  it('the committed default image has the size the pages state', () => {
    expect(imageSizeOfFile(path.join(__dirname, '..', '..', 'static', 'images', 'og-default.png'))).toEqual({ width: 1200, height: 630 });
    expect(imageSizeOfFile(path.join(__dirname, '..', '..', 'static', 'images', 'logo-mark.png'))).toEqual({ width: 512, height: 512 });
  });
});

describe('<Breadcrumbs> writes its BreadcrumbList', () => {
  it('into the head', async () => {
    render(<Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Blog', to: '/blog/' }, { label: 'Post' }]} />);
    const crumbList = () =>
      [...document.head.querySelectorAll('script[type="application/ld+json"]')]
        .map((s) => JSON.parse(s.innerHTML))
        .find((n) => n['@type'] === 'BreadcrumbList');
    await waitFor(() => expect(crumbList()).toBeTruthy());
    expect(crumbList().itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', 'Blog', 'Post']);
  });
});
