import { formatDollars, formatThousands } from '../../src/features/training/format';
import { daysLabel, trainingInfoPath } from '../../src/features/training/course-card';
import { dealerArticlePath, dealerDetailsPath, telHref } from '../../src/features/dealers/dealer-details-view';
import { collectionCasePath, collectionPictures } from '../../src/features/collection/collection-view';
import { warrantyListUrl, WARRANTY_SEARCH_PLACEHOLDER } from '../../src/features/warranty-search/warranty-search-view';
import { fromNode } from '../../src/features/training/graphql-types';

describe('number formatting', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [12800, '12,800'],
    [1234567, '1,234,567'],
    ['2500', '2,500'],
    [-4200, '-4,200'],
    [Number.NaN, '0'],
    [null, '0'],
  ])('formatThousands(%p) = %p', (input, out) => {
    expect(formatThousands(input as number)).toBe(out);
  });

  it('formats dollars', () => {
    expect(formatDollars(12800)).toBe('$12,800');
    expect(formatDollars(0)).toBe('$0');
    expect(formatDollars(-50)).toBe('-$50');
  });

  it('labels days', () => {
    expect(daysLabel(1)).toBe('1 day');
    expect(daysLabel(5)).toBe('5 days');
  });
});

describe('info page links', () => {
  it('builds the documented routes', () => {
    expect(trainingInfoPath(3)).toBe('/TrainingInfo/3/');
    expect(dealerDetailsPath(4)).toBe('/DealerDetails/4/');
    expect(dealerArticlePath(7, 4)).toBe('/TrainingDetail?id=7&shop_id=4');
    expect(collectionCasePath(9)).toBe('/ExampleInfo/9/?type=2');
    expect(telHref('+1 (555) 010-2030')).toBe('tel:+15550102030');
    expect(warrantyListUrl('  AB 12/3 ')).toBe('/Warrantylist/?filter=AB+12%2F3');
    expect(WARRANTY_SEARCH_PLACEHOLDER).toBe('warranty ID / email / Plate No.');
  });

  it('maps cmsId back to id', () => {
    expect(fromNode({ cmsId: 5, name: 'x' })).toEqual({ id: 5, name: 'x' });
  });

  it('merges collection pictures without duplicates', () => {
    expect(
      collectionPictures({
        images_arr: ['/a.jpg', '/b.jpg', ''],
        resource: [
          { type: 'image', url: '/b.jpg' },
          { type: 'video', url: '/c.mp4' },
        ],
      }),
    ).toEqual([
      { type: 'image', url: '/a.jpg' },
      { type: 'image', url: '/b.jpg' },
      { type: 'video', url: '/c.mp4' },
    ]);
  });
});
