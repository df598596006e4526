// The dealer screens move nothing when their content arrives (docs/product/page-weight.md#layout-stability):
// - each dealer-only screen sits in dealer.module.css's `.page`, at least a viewport tall, so
//   while it shows its loading state the footer is below the first viewport, not on screen to be
//   pushed down when the content comes;
// - the pictures the API gives (an address without a size) are framed at a fixed ratio with
//   width and height set, so the text after them is laid out before the files arrive;
// - the training detail's breadcrumb trail is as long before the query string is read as after
//   (from a dealer's page), so the banner does not grow when it is.
// The browser check of the same (layout-shift entries, signed in) is __tests__/e2e/layout-stability.spec.ts.
import fs from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { render, screen } from '@testing-library/react';
import { SCREEN_ROUTES } from '../../contract/routes';
import type { ToolDetail } from '../../contract/goods';
import type { TrainingDetail as Training } from '../../contract/training';
import { setSession } from '../../src/session/session';
import { ToolLikeDetail } from '../../src/features/dealer/branding-info';
import { TrainingDetail, trainingBreadcrumbs } from '../../src/features/dealer/training-detail';
import { MAIN_PICTURE, WIDE_PICTURE } from '../../src/features/dealer/picture-frames';
import { readRules } from './support/css-rules';
import { localApiServer } from './support/local-api';

const ROOT = path.resolve(__dirname, '../..');
const DEALER_CSS = 'src/features/dealer/dealer.module.css';

describe('a dealer screen is at least a viewport tall', () => {
  const dealerRoutes = SCREEN_ROUTES.filter((r) => r.dealerOnly).map((r) => r.route);

  test('the dealer-only routes were found', () => {
    expect(dealerRoutes).toEqual(expect.arrayContaining(['DealerPortal', 'BrandingElementsInfo', 'EditInformation', 'MyRegistrations']));
  });

  test.each(dealerRoutes)('src/pages/%s.tsx lays its screen in the dealer .page region', (route) => {
    const page = fs.readFileSync(path.join(ROOT, 'src/pages', `${route}.tsx`), 'utf8');
    expect(page).toMatch(/import \* as styles from '\.\.\/features\/dealer\/dealer\.module\.css';/);
    expect(page).toContain('bodyClass={styles.page}');
  });

  test(`${DEALER_CSS} .page has min-height: 100vh`, () => {
    const page = readRules(ROOT, DEALER_CSS).filter((r) => r.selector === '.page' && r.atRules.length === 0);
    expect(page).toHaveLength(1);
    expect(page[0]!.decls.filter((d) => d.prop === 'min-height').map((d) => d.value)).toEqual(['100vh']);
  });
});

/** Every <img> in `root`: width and height set, inside a box of one of `ratios`. */
function framedPictures(root: HTMLElement): { src: string | null; width: string | null; height: string | null; frame: string | undefined }[] {
  return [...root.querySelectorAll('img')].map((img) => ({
    src: img.getAttribute('src'),
    width: img.getAttribute('width'),
    height: img.getAttribute('height'),
    frame: (img.parentElement as HTMLElement | null)?.style.aspectRatio,
  }));
}

const tool: ToolDetail = {
  id: 13,
  category_id: 4,
  goods_name: 'PPF brochure pack',
  goods_image: '/uploads/tool-13.jpg',
  desc: 'Brochures',
  video: null,
  content: '<p>For the showroom.</p>',
  sub_name: 'In the box',
  tools_content: '<p>Fifty brochures.</p>',
  image: '/uploads/tool-13-box.jpg',
  images_arr: ['/uploads/a.jpg', '/uploads/b.jpg'],
  sub_title: '',
  keywords: '',
};

describe('ToolLikeDetail (a branding element)', () => {
  test('each picture from the API is framed: width, height and a fixed-ratio box', () => {
    const { container } = render(<ToolLikeDetail item={tool} />);
    expect(framedPictures(container)).toEqual([
      { src: '/uploads/tool-13.jpg', width: '800', height: '600', frame: MAIN_PICTURE },
      { src: '/uploads/tool-13-box.jpg', width: '800', height: '450', frame: WIDE_PICTURE },
      { src: '/uploads/a.jpg', width: '800', height: '600', frame: MAIN_PICTURE },
      { src: '/uploads/b.jpg', width: '800', height: '600', frame: MAIN_PICTURE },
    ]);
  });

  test('the main picture is loaded at once, the others lazily', () => {
    const { container } = render(<ToolLikeDetail item={tool} />);
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy', 'lazy']);
  });

  test('with a video the poster box is the player, and no picture stands beside it', () => {
    const { container } = render(<ToolLikeDetail item={{ ...tool, video: '/uploads/tool.mp4', image: null, images_arr: [] }} />);
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(container.querySelector('video')?.parentElement?.style.aspectRatio).toBe('16 / 9');
  });
});

describe('TrainingDetail', () => {
  const training: Training = {
    id: 1,
    title: 'PPF basics',
    sub_title: '',
    desc: '',
    keywords: '',
    name: 'Paint protection film, day one',
    sub_name: 'For new installers',
    content: '<p>Preparing the car.</p>',
    images: '/uploads/training-1.jpg',
    detail_image: null,
    steps: [],
    cost_price: 0,
    cost_days: 1,
    cost_people: 8,
    train_content: '',
    trainers: [],
    cases: [],
  };
  localApiServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    if (req.url?.startsWith('/api/shop/getTrainDetail')) return res.end(JSON.stringify({ code: 1, msg: 'ok', data: training }));
    res.writeHead(404);
    res.end(JSON.stringify({ code: 0, data: null, msg: 'Not Found' }));
  });

  test('the training picture is framed 16:9 with width and height, after the loading state', async () => {
    setSession('a-token', { shop_name: 'Berlin' });
    const { container } = render(<TrainingDetail params={{ id: 1, shopId: null }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading training');
    await screen.findByTestId('training-detail');
    expect(framedPictures(container)).toEqual([{ src: '/uploads/training-1.jpg', width: '800', height: '450', frame: WIDE_PICTURE }]);
  });
});

describe('trainingBreadcrumbs', () => {
  const labels = (shopId: number | null | undefined) => trainingBreadcrumbs(shopId).map((c) => `${c.label}${c.to ? ` -> ${c.to}` : ''}`);

  test('before the query string is read, the trail already holds the Dealer Details crumb (no link yet)', () => {
    expect(labels(undefined)).toEqual(['Home -> /', 'Partner Search -> /PartnerSearch', 'Dealer Details', 'Training Detail']);
  });

  test('with a shop id the crumb links to the dealer; without one there is none', () => {
    expect(labels(4)).toEqual(['Home -> /', 'Partner Search -> /PartnerSearch', 'Dealer Details -> /DealerDetails/4/', 'Training Detail']);
    expect(labels(null)).toEqual(['Home -> /', 'Partner Search -> /PartnerSearch', 'Training Detail']);
  });
});
