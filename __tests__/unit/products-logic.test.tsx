// Pure logic of the products area: spec labels (way 0/1, point icons), the playing set,
// case-context URLs and paged paths.
import { pointIcons, specRow, specView, updatePlayingSet, MAX_POINT_ICONS } from '../../src/features/products/spec-label';
import { caseContextQuery, exampleInfoPath, needsLiveRelated, parseCaseContext } from '../../src/features/cases/case-links';
import { pagedPath } from '../../src/features/products/paths';
import { comparisonRows, labelValue } from '../../src/features/plotter/plotter-page';
import { rechargeSteps, RECHARGE_STEP_COUNT } from '../../src/features/software/software-page';
import type { PlotterModel, SpecLabel } from '../../contract/goods';

const label = (over: Partial<SpecLabel>): SpecLabel => ({ name: 'Gloss', type: 1, content: 'High', point: [], ...over });

describe('spec labels', () => {
  it('type 1 shows its text content', () => {
    expect(specRow(label({ type: 1, content: '8.5 mil' }))).toEqual({ kind: 'text', name: 'Gloss', content: '8.5 mil' });
  });

  it('type 2 shows content plus one icon per point entry, filled when above 0', () => {
    expect(specRow(label({ type: 2, content: 'Very good', point: [1, 1, 1, 1, 0] }))).toEqual({
      kind: 'points',
      name: 'Gloss',
      content: 'Very good',
      icons: [true, true, true, true, false],
    });
  });

  it('a single-number point array is a rating out of 5, and icons are capped', () => {
    expect(pointIcons([3])).toEqual([true, true, true, false, false]);
    expect(pointIcons([])).toEqual([]);
    expect(pointIcons(null)).toEqual([]);
    expect(pointIcons(Array(50).fill(1))).toHaveLength(MAX_POINT_ICONS);
    expect(pointIcons([999])).toHaveLength(MAX_POINT_ICONS);
  });

  it('way 0 is a table, way 1 an image list whose content is the image URL', () => {
    const labels = [label({ name: 'Layers', content: '/media/spec.jpg' }), label({ name: 'Empty', content: ' ' })];
    expect(specView(0, labels)).toMatchObject({ kind: 'table', rows: [{ kind: 'text', name: 'Layers' }, { kind: 'text' }] });
    expect(specView(1, labels)).toEqual({
      kind: 'images',
      images: [
        { name: 'Layers', src: '/media/spec.jpg', media: null },
        { name: 'Empty', src: null, media: null },
      ],
    });
    expect(specView(0, null)).toEqual({ kind: 'table', rows: [] });
  });
});

describe('playing set', () => {
  it('play adds, pause removes, repeated events keep the same set', () => {
    const empty = new Set<number>();
    const one = updatePlayingSet(empty, 1, true);
    expect([...one]).toEqual([1]);
    expect(updatePlayingSet(one, 1, true)).toBe(one);
    const two = updatePlayingSet(one, 2, true);
    expect([...two].sort()).toEqual([1, 2]);
    expect([...updatePlayingSet(two, 1, false)]).toEqual([2]);
    expect(updatePlayingSet(empty, 3, false)).toBe(empty);
  });
});

describe('case context URLs', () => {
  it('parses type, and shop_id/t_id only for training (type 3)', () => {
    expect(parseCaseContext('?type=1')).toEqual({ type: 1 });
    expect(parseCaseContext('type=2&shop_id=4')).toEqual({ type: 2 });
    expect(parseCaseContext('?type=3&shop_id=4&t_id=7')).toEqual({ type: 3, shop_id: 4, t_id: 7 });
    expect(parseCaseContext('?type=9')).toEqual({});
    expect(parseCaseContext('?type=abc')).toEqual({});
    expect(parseCaseContext('')).toEqual({});
  });

  it('builds static case links that keep the context', () => {
    expect(exampleInfoPath(12)).toBe('/ExampleInfo/12/');
    expect(exampleInfoPath(12, { type: 1 })).toBe('/ExampleInfo/12/?type=1');
    expect(exampleInfoPath(5, { type: 3, shop_id: 4, t_id: 7 })).toBe('/ExampleInfo/5/?type=3&shop_id=4&t_id=7');
    expect(caseContextQuery({})).toBe('');
  });

  it('fetches related cases live only when a type is given', () => {
    expect(needsLiveRelated({})).toBe(false);
    expect(needsLiveRelated({ type: 2 })).toBe(true);
  });
});

describe('paths', () => {
  it('pages a list under its base path', () => {
    expect(pagedPath('/Tools', 1)).toBe('/Tools/');
    expect(pagedPath('/Tools/', 2)).toBe('/Tools/page/2/');
    expect(pagedPath('/Tool/3', 4)).toBe('/Tool/3/page/4/');
  });
});

describe('plotter comparison and software steps', () => {
  const model = (id: number, labels: [string, string][]): PlotterModel => ({
    id,
    goods_name: `P${id}`,
    goods_image: null,
    image: null,
    pdf_url: null,
    labels: labels.map(([name, content]) => ({ name, content })),
  });

  it('aligns rows across models by label name, with a dash for a missing value', () => {
    const models = [
      model(1, [
        ['Speed', '800 mm/s'],
        ['Width', '1350 mm'],
      ]),
      model(2, [
        ['Width', '720 mm'],
        ['Force', '600 g'],
      ]),
    ];
    expect(comparisonRows(models)).toEqual(['Speed', 'Width', 'Force']);
    expect(labelValue(models[1]!, 'Speed')).toBe('—');
    expect(labelValue(models[1]!, 'Width')).toBe('720 mm');
  });

  it('has exactly 4 recharge steps', () => {
    expect(rechargeSteps({ step1: 'a', step2: 'b', step3: 'c', step4: 'd' })).toEqual(['a', 'b', 'c', 'd']);
    expect(RECHARGE_STEP_COUNT).toBe(4);
  });
});
