// The documented query URLs (docs/product/routes-and-screens.md#detail-pages-and-query-addresses)
// (/blogInfo?id=12) redirect to per-item pages; bad or unknown ids show not-found.
import * as React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { navigate, useStaticQuery } from 'gatsby';
import { Helmet } from 'react-helmet';
import { detailPath, parseId, QueryRedirect, resolveQueryRedirect } from '../../src/features/routing/query-redirect';

// The shell's <Seo> reads the site origin through useStaticQuery.
beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({ site: { siteMetadata: { siteUrl: 'https://site.test' } }, cmsSiteInfo: null });
});

describe('parseId', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['0', null],
    ['-3', null],
    ['1.5', null],
    ['12abc', null],
    ['', null],
    [null, null],
    ['99999999999999999', null],
  ])('%p → %p', (raw, id) => expect(parseId(raw as string | null)).toBe(id));
});

describe('resolveQueryRedirect', () => {
  it('goes to the per-item path keeping the other parameters', () => {
    expect(resolveQueryRedirect('ExampleInfo', '?id=3&type=3&shop_id=2&t_id=4', [3])).toEqual({
      status: 'redirecting',
      to: '/ExampleInfo/3/?type=3&shop_id=2&t_id=4',
    });
  });
  it('uses another parameter name when asked (/blogs?type=2)', () => {
    expect(resolveQueryRedirect('blogs', '?type=2', [1, 2, 3], 'type')).toEqual({ status: 'redirecting', to: '/blogs/2/' });
  });
  it('reports missing, invalid and unknown ids', () => {
    expect(resolveQueryRedirect('blogInfo', '', [1])).toEqual({ status: 'not-found', reason: 'missing' });
    expect(resolveQueryRedirect('blogInfo', '?id=abc', [1])).toEqual({ status: 'not-found', reason: 'invalid' });
    expect(resolveQueryRedirect('blogInfo', '?id=9', [1])).toEqual({ status: 'not-found', reason: 'unknown' });
  });
  it('keeps the hash', () => {
    expect(detailPath('blogInfo', 4, '?id=4', 'id', '#top')).toBe('/blogInfo/4/#top');
  });
});

describe('<QueryRedirect>', () => {
  beforeEach(() => (navigate as jest.Mock).mockClear());

  it('navigates with replace after mount for a known id', async () => {
    render(<QueryRedirect route="blogInfo" knownIds={[12]} location={{ search: '?id=12', hash: '' }} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/blogInfo/12/', { replace: true }));
  });

  it('shows a not-found view (not a blank page) for an unknown id', async () => {
    render(<QueryRedirect route="blogInfo" knownIds={[12]} location={{ search: '?id=13', hash: '' }} itemName="blog" />);
    expect(await screen.findByRole('heading', { name: 'Blog not found' })).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('goes to missingTo when the parameter is absent', async () => {
    render(<QueryRedirect route="blogs" param="type" missingTo="/blog/" knownIds={[1]} location={{ search: '', hash: '' }} />);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/blog/', { replace: true }));
  });
});

describe('<QueryRedirect> head', () => {
  it('gives the redirect shell a title and description of its own', () => {
    render(<QueryRedirect route="ProductInfo" knownIds={[5]} location={{ pathname: '/ProductInfo', search: '?id=5' }} itemName="product" />);
    const head = Helmet.peek();
    expect(head.title).toBe('Product | Car Film Master');
    expect(JSON.stringify(head.metaTags)).toContain('Opening the product you asked for');
  });
});
