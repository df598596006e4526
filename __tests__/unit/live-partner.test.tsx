/**
 * Partner search URL state and the results shown only after a search
 * (docs/product/states-and-transitions.md#partner-search).
 */
import * as React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { navigate, useStaticQuery } from 'gatsby';
import { isCompleteQuery, parsePartnerQuery, partnerQueryString } from '../../src/features/partner/search-query';

jest.mock('../../src/services/partner', () => ({ getRegions: jest.fn(), searchPartners: jest.fn() }));
import * as partner from '../../src/services/partner';
import { PartnerSearch } from '../../src/features/partner/partner-search';

const mocked = partner as jest.Mocked<typeof partner>;
const COUNTRIES = [{ cmsId: 1, name: 'Germany', regions: [{ id: 10, name: 'Berlin' }] }];
const RESULT = {
  country_dealer: [{ id: 5, shop_name: 'Berlin Film', img: null, mobile: '+49 1', email: 'b@x.de', address: 'Street 1' }],
  certified_shop: [],
  reseller: [],
  categorys: [],
};

describe('search query in the URL', () => {
  it('round-trips and ignores junk', () => {
    const q = parsePartnerQuery('?nation_id=1&city_id=10&keywords=film%20pro');
    expect(q).toEqual({ nationId: '1', cityId: '10', keywords: 'film pro' });
    expect(partnerQueryString(q)).toBe('?nation_id=1&city_id=10&keywords=film+pro');
    expect(isCompleteQuery(q)).toBe(true);
    expect(parsePartnerQuery('?nation_id=abc&city_id=-1')).toEqual({ nationId: '', cityId: '', keywords: '' });
    expect(partnerQueryString({ nationId: '', cityId: '', keywords: '  ' })).toBe('');
  });
});

describe('<PartnerSearch>', () => {
  let alertSpy: jest.SpyInstance;
  beforeEach(() => {
    (useStaticQuery as jest.Mock).mockReturnValue({ allCmsCountry: { nodes: COUNTRIES } });
    mocked.getRegions.mockResolvedValue({
      code: 1,
      data: [
        { id: 10, name: 'Berlin' },
        { id: 11, name: 'Hamburg' },
      ],
      msg: '',
      status: 200,
    });
    mocked.searchPartners.mockResolvedValue({ code: 1, data: RESULT, msg: '', status: 200 });
    alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    (navigate as jest.Mock).mockClear();
  });
  afterEach(() => alertSpy.mockRestore());

  it('shows no results before the first SEARCH, alerts in order, then searches and updates the URL', async () => {
    render(<PartnerSearch pathname="/PartnerSearch" search="" categories={[]} />);
    await act(async () => undefined);
    expect(screen.queryByRole('region', { name: 'Search results' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'SEARCH' }));
    expect(alertSpy).toHaveBeenLastCalledWith('Please select a country.');
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: '1' } });
    await act(async () => undefined);
    expect(mocked.getRegions).toHaveBeenCalledWith(1);
    fireEvent.click(screen.getByRole('button', { name: 'SEARCH' }));
    expect(alertSpy).toHaveBeenLastCalledWith('Please select a region.');
    fireEvent.change(screen.getByLabelText('Region'), { target: { value: '11' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'SEARCH' }));
    });
    expect(mocked.searchPartners).toHaveBeenCalledWith({ nation_id: 1, city_id: 11, keywords: undefined });
    expect(navigate).toHaveBeenCalledWith('/PartnerSearch?nation_id=1&city_id=11', { replace: true });
    expect(screen.getByTestId('group-country_dealer')).toHaveTextContent('Berlin Film');
    expect(screen.getByRole('link', { name: /MORE\+/ })).toHaveAttribute('href', '/DealerDetails/5/');
    expect(screen.getByTestId('group-reseller')).toHaveTextContent('Reseller');
  });

  it('runs the search of a shared URL on load', async () => {
    render(<PartnerSearch pathname="/ParnerSearch" search="?nation_id=1&city_id=10&keywords=film" categories={[]} />);
    await act(async () => undefined);
    expect(mocked.searchPartners).toHaveBeenCalledWith({ nation_id: 1, city_id: 10, keywords: 'film' });
    expect(screen.getByLabelText('Keyword')).toHaveValue('film');
    expect(screen.getByLabelText('Region')).toHaveValue('10'); // kept while the live regions load
    expect(await screen.findByTestId('group-country_dealer')).toBeInTheDocument();
  });
});
