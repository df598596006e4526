// The site's links to item pages follow the route table (contract/routes.ts): each is written as
// the table's shape and typed by it (`DetailPagePath`, so tsc refuses a route or shape the table
// does not have, and no byte of the table reaches a page), must keep giving the address the built
// pages link to (a changed string would change every page's HTML), and must equal detailPagePath.
import { detailPagePath, type DetailRouteName } from '../../contract/routes';
import { plotterInfoPath, productInfoPath, toolTypePath, toolsInfoPath } from '../../src/features/products/paths';
import { trainingInfoPath } from '../../src/features/training/paths';
import { dealerArticlePath, dealerDetailsPath } from '../../src/features/dealers/paths';
import { blogInfoPath, blogTypePath } from '../../src/features/blog/blog-types';
import { exampleInfoPath } from '../../src/features/cases/case-links';
import { collectionCasePath } from '../../src/features/collection/collection-view';
import { relatedCasePath, trainingBreadcrumbs } from '../../src/features/dealer/training-detail';
import { MAIN_MENU, activeSectionId } from '../../src/components/layout/menu-data';

const helpers: ReadonlyArray<[DetailRouteName, (id: number) => string]> = [
  ['ProductInfo', productInfoPath],
  ['PlotterInfo', plotterInfoPath],
  ['ToolsInfo', toolsInfoPath],
  ['Tool', toolTypePath],
  ['TrainingInfo', trainingInfoPath],
  ['DealerDetails', dealerDetailsPath],
  ['blogInfo', blogInfoPath],
  ['blogs', blogTypePath],
  ['ExampleInfo', (id) => exampleInfoPath(id)],
];

describe('item page links', () => {
  it.each(helpers)('%s: /<route>/<id>/, the route table’s path', (route, path) => {
    for (const id of [3, 12]) {
      expect(path(id)).toBe(`/${route}/${id}/`);
      expect(path(id)).toBe(detailPagePath(route, id));
    }
  });

  it('keep the addresses the pages have always had', () => {
    expect(productInfoPath(3)).toBe('/ProductInfo/3/');
    expect(toolTypePath(2)).toBe('/Tool/2/');
    expect(blogInfoPath(12)).toBe('/blogInfo/12/');
    expect(blogTypePath(2)).toBe('/blogs/2/');
    expect(dealerDetailsPath(4)).toBe('/DealerDetails/4/');
  });

  it('carry a case context after the item page', () => {
    expect(exampleInfoPath(12, { type: 1 })).toBe('/ExampleInfo/12/?type=1');
    expect(collectionCasePath(9)).toBe('/ExampleInfo/9/?type=2');
    expect(collectionCasePath(9)).toBe(`${detailPagePath('ExampleInfo', 9)}?type=2`);
    expect(relatedCasePath(5, 7, 4)).toBe('/ExampleInfo/5/?type=3&shop_id=4&t_id=7');
    expect(relatedCasePath(5, 7, null)).toBe('/ExampleInfo/5/?type=3&t_id=7');
    expect(relatedCasePath(5, 0, null)).toBe('/ExampleInfo/5/?type=3&t_id=0');
  });

  it('link the dealer crumb of a training to the dealer page', () => {
    expect(trainingBreadcrumbs(4).find((c) => c.label === 'Dealer Details')?.to).toBe(detailPagePath('DealerDetails', 4));
  });

  it('leave the query-form screen link as documented', () => {
    expect(dealerArticlePath(7, 4)).toBe('/TrainingDetail?id=7&shop_id=4');
  });
});

describe('the menu’s detail routes', () => {
  it('are the roots of the table’s pages, in their sections', () => {
    const related = Object.fromEntries(MAIN_MENU.map((s) => [s.id, s.related ?? []]));
    expect(related.about).toEqual(['/blogs', '/blogInfo']);
    expect(related.products).toEqual(['/NewPPF', '/ProductInfo', '/ExampleList', '/ExampleInfo', '/PlotterInfo', '/Tool', '/ToolsInfo']);
    expect(related['technical-center']).toEqual(['/Warrantylist', '/WarrantyInfo', '/WarrantySearch', '/TrainingDetail', '/TrainingInfo']);
    expect(related.network).toEqual(['/ParnerSearch', '/DealerDetails']);
    expect(activeSectionId(detailPagePath('blogInfo', 12))).toBe('about');
    expect(activeSectionId(detailPagePath('Tool', 2))).toBe('products');
    expect(activeSectionId(detailPagePath('TrainingInfo', 3))).toBe('technical-center');
    expect(activeSectionId(detailPagePath('DealerDetails', 4))).toBe('network');
  });
});
