// Near me on Partner Search (docs/product/nearest-partner.md): distance order from the browser's
// location, km or miles by locale, the point in the URL, the fallback sentence, Directions and tel:.
import * as React from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { NearMe, FALLBACK_SENTENCE } from '../../src/features/partner/near-me';
import { byDistance, directionsUrl, distanceKm, formatDistance, nearParam, parseNear, telHref, unitForLocale } from '../../src/features/partner/geo';
import type { Partner } from '../../contract/network';

const shop = (id: number, name: string, lat: number | null, lng: number | null): Partner => ({
  id,
  shop_name: name,
  img: null,
  mobile: '+49 30 5557 120' + id,
  email: `s${id}@example.com`,
  address: `Street ${id}, Town`,
  lat,
  lng,
});
const DEALERS = [
  shop(1, 'Berlin', 52.5847, 13.2851),
  shop(2, 'Hamburg', 53.5431, 10.0437),
  shop(3, 'Munich', 48.1398, 11.5029),
  shop(4, 'Nowhere', null, null),
];
const POTSDAM = { latitude: 52.3906, longitude: 13.0645 };

const geo = (outcome: 'grant' | 'deny') => ({
  getCurrentPosition: jest.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if (outcome === 'grant') ok({ coords: POTSDAM } as GeolocationPosition);
    else fail?.({ code: 1, message: 'denied' } as GeolocationPositionError);
  }),
});

beforeEach(() => (navigate as jest.Mock).mockClear());

describe('NearMe', () => {
  it('with consent: dealers nearest first with distances, the point in the URL', async () => {
    const g = geo('grant');
    render(<NearMe pathname="/PartnerSearch" search="" dealers={DEALERS} geolocation={g} locale="de-DE" />);
    expect(g.getCurrentPosition).not.toHaveBeenCalled(); // nothing without the visitor's click
    await userEvent.click(screen.getByRole('button', { name: 'Near me' }));
    const list = screen.getByRole('list', { name: 'Partners by distance' });
    const cards = within(list).getAllByTestId('partner-card');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Berlin', 'Hamburg', 'Munich']);
    expect(within(cards[0]).getByTestId('partner-distance').textContent).toMatch(/^\d+(,\d)? km away$/);
    expect(navigate).toHaveBeenCalledWith('/PartnerSearch?near=52.391,13.065', { replace: true });
    const berlin = within(cards[0]);
    expect(berlin.getByRole('link', { name: /Directions to Berlin/ })).toHaveAttribute('href', directionsUrl('Street 1, Town'));
    expect(berlin.getByRole('link', { name: '+49 30 5557 1201' })).toHaveAttribute('href', 'tel:+493055571201');
  });

  it('a shared URL shows the list again without asking; miles for a US visitor', () => {
    const g = geo('grant');
    render(<NearMe pathname="/PartnerSearch" search="?near=52.391,13.065" dealers={DEALERS} geolocation={g} locale="en-US" />);
    expect(g.getCurrentPosition).not.toHaveBeenCalled();
    const distances = screen.getAllByTestId('partner-distance').map((d) => d.textContent);
    expect(distances).toHaveLength(3);
    expect(distances[0]).toMatch(/ mi away$/);
  });

  it('refused or unavailable location: the fallback sentence, and focus goes to the search', async () => {
    const onFallback = jest.fn();
    const { unmount } = render(<NearMe pathname="/PartnerSearch" search="" dealers={DEALERS} geolocation={geo('deny')} onFallback={onFallback} />);
    await userEvent.click(screen.getByRole('button', { name: 'Near me' }));
    expect(screen.getByRole('status')).toHaveTextContent(FALLBACK_SENTENCE);
    expect(onFallback).toHaveBeenCalled();
    expect(screen.queryByRole('list', { name: 'Partners by distance' })).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    unmount();
    render(<NearMe pathname="/PartnerSearch" search="" dealers={DEALERS} geolocation={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Near me' }));
    expect(screen.getByRole('status')).toHaveTextContent(FALLBACK_SENTENCE);
  });
});

describe('geo helpers', () => {
  it('distance, order and units', () => {
    expect(distanceKm({ lat: 52.52, lng: 13.405 }, { lat: 48.1372, lng: 11.5756 })).toBeCloseTo(504, -1);
    expect(byDistance(DEALERS, { lat: 48.1, lng: 11.5 }).map((d) => d.shop_name)).toEqual(['Munich', 'Berlin', 'Hamburg']);
    expect(unitForLocale('en-US')).toBe('mi');
    expect(unitForLocale('en-GB')).toBe('mi');
    expect(unitForLocale('de-DE')).toBe('km');
    expect(unitForLocale('en')).toBe('km');
    expect(unitForLocale(undefined)).toBe('km');
    expect(formatDistance(16.09344, 'mi', 'en-US')).toBe('10 mi');
    expect(formatDistance(3.14159, 'km', 'en')).toBe('3.1 km');
  });
  it('the URL form of the point', () => {
    expect(parseNear('?near=52.391,13.065')).toEqual({ lat: 52.391, lng: 13.065 });
    expect(parseNear('?near=-33.9,151.19')).toEqual({ lat: -33.9, lng: 151.19 });
    for (const bad of ['', '?near=', '?near=91,0', '?near=0,181', '?near=abc', '?near=1;2']) expect(parseNear(bad)).toBeNull();
    expect(nearParam({ lat: 52.39061, lng: 13.06449 })).toBe('52.391,13.064');
  });
  it('links', () => {
    expect(directionsUrl(' Am Borsigturm 42, 13507 Berlin ')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Am%20Borsigturm%2042%2C%2013507%20Berlin',
    );
    expect(telHref('+1 (555) 010-2030')).toBe('tel:+15550102030');
  });
});

describe('coordinates typed in Edit Information', () => {
  it('parseGeoInput: both empty, both valid, or a message', () => {
    const { parseGeoInput, GEO_MSG } = jest.requireActual('../../contract/geo-input') as typeof import('../../contract/geo-input');
    expect(parseGeoInput('', ' ')).toEqual({ ok: true, lat: null, lng: null });
    expect(parseGeoInput('52,58', '-13.2')).toEqual({ ok: true, lat: 52.58, lng: -13.2 });
    expect(parseGeoInput('90.1', '0')).toEqual({ ok: false, msg: GEO_MSG.lat });
    expect(parseGeoInput('1e2', '0')).toEqual({ ok: false, msg: GEO_MSG.lat });
    expect(parseGeoInput('10', '181')).toEqual({ ok: false, msg: GEO_MSG.lng });
    expect(parseGeoInput('10', '')).toEqual({ ok: false, msg: GEO_MSG.both });
  });
  it('validateEdit checks them after the documented fields', () => {
    const { validateEdit } = jest.requireActual('../../src/features/dealer/validate-edit') as typeof import('../../src/features/dealer/validate-edit');
    const f = { shop_name: 'A', mobile: '1', nation_id: '1', city_id: '2', desc: 'd', shop_image: '/x.png' };
    expect(validateEdit(f)).toBeNull();
    expect(validateEdit({ ...f, lat: '52', lng: '' })).toBe('Enter both latitude and longitude, or leave both empty.');
    expect(validateEdit({ ...f, shop_name: '', lat: '99', lng: '0' })).toBe('Please fill in dealer name');
  });
});
