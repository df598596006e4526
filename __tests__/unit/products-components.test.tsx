// Components of the products area: placeholders for null media, the spec section, the PPF goods
// highlight, the ProductInfo playing set and the live related cases with fallback.
import * as React from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SpecSection } from '../../src/features/products/spec-section';
import { PpfPage } from '../../src/features/products/ppf-page';
import { ProductInfo } from '../../src/features/products/product-info';
import { CaseInfo } from '../../src/features/cases/case-info';
import { PlotterInfo } from '../../src/features/plotter/plotter-info';
import type { PlotterDetail, PpfPage as PpfData, ProductDetail } from '../../contract/goods';

jest.mock('../../src/services/cases', () => ({ fetchCaseDetail: jest.fn() }));
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the mocked module, read after jest.mock replaced it
const { fetchCaseDetail } = require('../../src/services/cases') as { fetchCaseDetail: jest.Mock };

beforeAll(() => {
  // Swiper needs these in jsdom.
  (window as unknown as { matchMedia: unknown }).matchMedia ??= () => ({
    matches: false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  });
});

beforeEach(() => {
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
  fetchCaseDetail.mockReset();
});
afterEach(() => jest.restoreAllMocks());

const LONG = 'Ultra-long-unbroken-name-'.repeat(20);

const ppf: PpfData = {
  name: 'Paint Protection Film',
  sub_name: 'Invisible armour',
  sub_title: 'PPF',
  desc: 'd',
  keywords: 'k',
  content: '<p>Rich <strong>content</strong></p>',
  mini_image: '/media/film.mp4',
  images: null,
  images_arr: [],
  goods: [
    { id: 1, goods_name: 'Crystal Gloss', goods_image: null, desc: LONG },
    { id: 2, goods_name: 'Stealth Matte', goods_image: '/media/p2.jpg', desc: 'Matte' },
  ],
  cases: [{ id: 7, title: 'Porsche 911', image: null }],
  categorys: [{ id: 1, name: 'PPF <b>Gloss</b>', brief: 'Gloss films', image: null, desc: 'Clear TPU', goods: [{ id: 1, goods_name: 'Crystal Gloss' }] }],
};

const product: ProductDetail = {
  id: 1,
  category_id: 1,
  product_type: 1,
  images: [],
  goods_image: null,
  goods_name: 'Crystal Gloss 8.5',
  sub_name: '8.5 mil',
  content: '<p>Body</p>',
  features: [
    { id: 11, name: 'Self-healing', image: '/media/f1.mp4' },
    { id: 12, name: 'Hydrophobic', image: '/media/f2.mp4' },
  ],
  way: 0,
  label: [
    { name: 'Thickness', type: 1, content: '8.5 mil', point: [] },
    { name: 'Gloss', type: 2, content: 'Very high', point: [1, 1, 1, 0] },
  ],
  pdf_url: null,
  tools_content: '<p>Layers</p>',
  sub_title: 's',
  desc: 'd',
  keywords: 'k',
};

describe('<SpecSection>', () => {
  it('way 0: a table with text and point icons; the datasheet link only with pdf_url', () => {
    const { rerender } = render(<SpecSection way={0} labels={product.label} pdfUrl={null} />);
    const table = screen.getByTestId('spec-table');
    expect(within(table).getByText('8.5 mil')).toBeInTheDocument();
    expect(within(table).getByRole('img', { name: '3 of 4' })).toBeInTheDocument();
    expect(screen.queryByText('Download Datasheet')).toBeNull();
    rerender(<SpecSection way={0} labels={product.label} pdfUrl="/media/d.pdf" />);
    expect(screen.getByText('Download Datasheet').closest('a')).toHaveAttribute('href', '/media/d.pdf');
  });

  it('way 1: an image list of the label contents', () => {
    render(<SpecSection way={1} labels={[{ name: 'Layers', type: 1, content: '/media/s.jpg', point: [] }]} pdfUrl={null} />);
    // the caption names the picture; an alt repeating it would be read twice (docs/product/accessibility.md#names-and-roles)
    const img = screen.getByTestId('spec-images').querySelector('img')!;
    expect(img).toHaveAttribute('src', '/media/s.jpg');
    expect(img).toHaveAttribute('alt', '');
    expect(img.closest('figure')!.querySelector('figcaption')).toHaveTextContent('Layers');
    expect(screen.queryByTestId('spec-table')).toBeNull();
  });
});

describe('<PpfPage>', () => {
  it('lists goods with MORE+ links, highlights the hovered one and uses the mid-banner fallback', () => {
    const { container } = render(<PpfPage data={ppf} />);
    expect(screen.getAllByRole('heading', { name: 'Paint Protection Film', level: 2 }).length).toBeGreaterThanOrEqual(1);
    const goods = screen.getAllByTestId('ppf-good');
    expect(goods).toHaveLength(2);
    expect(within(goods[0]!).getByText('MORE+')).toHaveAttribute('href', '/ProductInfo/1/');
    fireEvent.mouseEnter(goods[1]!);
    expect(goods[1]).toHaveAttribute('data-active', 'true');
    expect(goods[0]).not.toHaveAttribute('data-active');
    expect(container.querySelector('img[src="/images/ppf-fallback.jpg"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Porsche 911' })).toHaveAttribute('href', '/ExampleInfo/7/?type=1');
    expect(screen.getByRole('link', { name: 'Request Sample' })).toHaveAttribute('href', '/ContactUs');
    // one video block for desktop and one for mobile
    expect(container.querySelectorAll('video')).toHaveLength(2);
  });
});

describe('<ProductInfo>', () => {
  it('keeps a playing set that follows the overlay and the videos own pause events', () => {
    const { container } = render(<ProductInfo product={product} categories={ppf.categorys} />);
    const page = container.firstElementChild!;
    expect(page).toHaveAttribute('data-playing-count', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Play Self-healing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Play Hydrophobic' }));
    expect(page).toHaveAttribute('data-playing-count', '2');
    const [first] = screen.getAllByTestId('feature');
    act(() => {
      first!.querySelector('video')!.dispatchEvent(new Event('pause'));
    });
    expect(page).toHaveAttribute('data-playing-count', '1');
    expect(first).toHaveAttribute('data-playing', 'false');
    expect(screen.getByRole('heading', { name: 'Product Structure' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crystal Gloss' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('<CaseInfo> related cases', () => {
  const base = { id: 3, title: 'Case', image: null, content: '<p>x</p>', related: [{ id: 4, title: 'Default', image: null }] };

  it('shows the build-time list without a type', () => {
    render(<CaseInfo {...base} search="" />);
    expect(screen.getByRole('link', { name: 'Default' })).toHaveAttribute('href', '/ExampleInfo/4/');
    expect(fetchCaseDetail).not.toHaveBeenCalled();
  });

  it('fetches the context list for a type and keeps the context in links', async () => {
    fetchCaseDetail.mockResolvedValue({ cases: [{ id: 9, title: 'Training case', image: null }] });
    render(<CaseInfo {...base} search="?type=3&shop_id=2&t_id=5" />);
    expect(await screen.findByRole('link', { name: 'Training case' })).toHaveAttribute('href', '/ExampleInfo/9/?type=3&shop_id=2&t_id=5');
    expect(fetchCaseDetail).toHaveBeenCalledWith({ id: 3, type: 3, shop_id: 2, t_id: 5 }, expect.anything());
  });

  it('falls back to the build-time list when the call fails', async () => {
    fetchCaseDetail.mockRejectedValue(new Error('down'));
    render(<CaseInfo {...base} search="?type=1" />);
    await waitFor(() => expect(screen.getByTestId('related-cases')).toHaveAttribute('data-source', 'fallback'));
    expect(screen.getByRole('link', { name: 'Default' })).toHaveAttribute('href', '/ExampleInfo/4/?type=1');
  });
});

describe('<PlotterInfo> Key Features', () => {
  it('a captioned feature picture has an empty alt: the caption names it (image-redundant-alt)', () => {
    const plotter = {
      id: 1,
      goods_name: 'CFM Cutter',
      image: null,
      video: null,
      content: '',
      pdf_url: null,
      features: [{ type: 2, title: 'Roll holder', content: '', image: '/media/roll.jpg' }],
      images_arr: [],
      sub_title: '',
      desc: '',
      keywords: '',
    } as unknown as PlotterDetail;
    render(<PlotterInfo plotter={plotter} />);
    const img = screen.getByTestId('key-features').querySelector('img')!;
    expect(img).toHaveAttribute('src', '/media/roll.jpg');
    expect(img).toHaveAttribute('alt', '');
    expect(img.closest('figure')!.querySelector('figcaption')).toHaveTextContent('Roll holder');
  });
});
