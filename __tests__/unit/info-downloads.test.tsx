import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DownloadsView } from '../../src/features/downloads/downloads-view';
import {
  DOWNLOADS_PAGE_SIZE,
  parseDownloadsSearch,
  resolveDownloadsSelection,
  visibleDownloads,
  type DownloadEntry,
} from '../../src/features/downloads/downloads-state';

// user-event flows are slow on a loaded 2-core machine
jest.setTimeout(30_000);

const categories = [
  { id: 1, name: 'Datasheets' },
  { id: 2, name: 'Manuals' },
];
const downloads: DownloadEntry[] = [
  ...Array.from({ length: DOWNLOADS_PAGE_SIZE + 2 }, (_, i) => ({
    id: i + 1,
    image: i === 0 ? null : `/media/d${i + 1}.jpg`,
    title: `Sheet ${i + 1}`,
    url: `/media/sheet-${i + 1}.pdf`,
    category_id: 1,
  })),
  { id: 50, image: null, title: 'Installer manual', url: '/media/manual.pdf', category_id: 2 },
];

describe('downloads state', () => {
  it('defaults to the first category, clamps pages and slices', () => {
    expect(resolveDownloadsSelection(categories, downloads)).toEqual({ category: 1, page: 1 });
    expect(resolveDownloadsSelection(categories, downloads, { category: 2, page: 5 })).toEqual({ category: 2, page: 1 });
    expect(resolveDownloadsSelection(categories, downloads, parseDownloadsSearch('?category=1&page=2'))).toEqual({ category: 1, page: 2 });
    expect(visibleDownloads(downloads, { category: 1, page: 2 }).items.map((d) => d.id)).toEqual([DOWNLOADS_PAGE_SIZE + 1, DOWNLOADS_PAGE_SIZE + 2]);
  });
});

describe('<DownloadsView>', () => {
  beforeEach(() => window.history.replaceState(null, '', '/DownloadCenter'));

  it('lists items with a Download link that opens a new tab safely', async () => {
    const user = userEvent.setup();
    const { container } = render(<DownloadsView categories={categories} downloads={downloads} />);
    const links = screen.getAllByRole('link', { name: /^Download / });
    expect(links).toHaveLength(DOWNLOADS_PAGE_SIZE);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toMatch(/noopener/);
    }
    expect(links[0]).toHaveAttribute('href', '/media/sheet-1.pdf');
    // a null image renders the placeholder, never an <img> without src
    expect(container.querySelectorAll('img:not([src])')).toHaveLength(0);
    expect(container.querySelectorAll('[data-placeholder="true"]').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      `Sheet ${DOWNLOADS_PAGE_SIZE + 1}`,
      `Sheet ${DOWNLOADS_PAGE_SIZE + 2}`,
    ]);

    await user.click(within(screen.getByRole('tablist')).getByRole('tab', { name: 'Manuals' }));
    expect(screen.getByRole('heading', { name: 'Installer manual' })).toBeInTheDocument();
    expect(window.location.search).toBe('?category=2');
  });
});

describe('<DownloadsView> page size', () => {
  beforeEach(() => window.history.replaceState(null, '', '/DownloadCenter'));

  it('pages by the per_page the build carries from the API', async () => {
    const user = userEvent.setup();
    render(<DownloadsView categories={categories} downloads={downloads} perPage={3} />);
    expect(screen.getAllByRole('link', { name: /^Download / })).toHaveLength(3);
    const pages = Math.ceil((DOWNLOADS_PAGE_SIZE + 2) / 3);
    await user.click(screen.getByRole('button', { name: `Page ${pages}` }));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toContain(`Sheet ${DOWNLOADS_PAGE_SIZE + 2}`);
  });
});
