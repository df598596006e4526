/**
 * Warranty: the count and date formatting, and the WarrantyCheck search behaviour
 * (docs/product/states-and-transitions.md#warranty-search,
 * docs/product/validation-messages.md#warranty-search).
 */
import * as React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { navigate } from 'gatsby';
import { MSG } from '../../contract/messages';
import { clientsSentence, formatAsOfDate, formatClientCount, productTypeName } from '../../src/features/warranty/format';

jest.mock('../../src/services/warranty', () => ({
  checkWarranty: jest.fn(),
  getWarrantyCount: jest.fn(),
  getWarrantyList: jest.fn(),
  getWarrantyDetail: jest.fn(),
}));
import * as warranty from '../../src/services/warranty';
import { WarrantyCheck, DESKTOP_PLACEHOLDER } from '../../src/features/warranty/warranty-check';
import { WarrantyList } from '../../src/features/warranty/warranty-list';
import { WarrantySearchView } from '../../src/features/warranty-search/warranty-search-view';

const mocked = warranty as jest.Mocked<typeof warranty>;
const ok = <T,>(data: T) => ({ code: 1 as const, data, msg: 'ok', status: 200 });

describe('formatting', () => {
  it('adds thousands separators', () => {
    expect(formatClientCount('0')).toBe('0');
    expect(formatClientCount('999')).toBe('999');
    expect(formatClientCount('1000')).toBe('1,000');
    expect(formatClientCount(1234567)).toBe('1,234,567');
    expect(formatClientCount('12345678901234567890')).toBe('12,345,678,901,234,567,890');
    expect(formatClientCount('007')).toBe('7');
  });

  it('rejects what is not a whole number', () => {
    expect(formatClientCount('')).toBeNull();
    expect(formatClientCount('12a')).toBeNull();
    expect(formatClientCount(null)).toBeNull();
    expect(formatClientCount('-5')).toBeNull();
  });

  it('formats the ticking date with seconds', () => {
    const d = new Date(2026, 0, 5, 7, 8, 9);
    expect(formatAsOfDate(d)).toBe('2026-01-05 07:08:09');
    expect(clientsSentence(d, '12,345')).toBe('As of 2026-01-05 07:08:09, 12,345 world-wide clients have chosen Car Film Master products');
  });

  it('names the product type (0 Window Film, 1 PPF)', () => {
    expect(productTypeName(0)).toBe('Window Film');
    expect(productTypeName(1)).toBe('PPF');
  });
});

describe('<WarrantyCheck>', () => {
  let alertSpy: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    mocked.getWarrantyCount.mockResolvedValue(ok('2048'));
    (navigate as jest.Mock).mockClear();
  });
  afterEach(() => {
    jest.useRealTimers();
    alertSpy.mockRestore();
  });

  it('renders no clock-dependent text on the server (no hydration mismatch)', () => {
    const html = renderToString(<WarrantyCheck fallbackCount="1000" />);
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(page.querySelector('[data-testid="clients-sentence"]')?.textContent).not.toMatch(/As of/);
    expect(html).not.toContain('<time');
    expect(html).toContain(DESKTOP_PLACEHOLDER);
  });

  it('keeps the box of the sentence on the server with a hidden copy of its longest form (docs/product/page-weight.md#layout-stability)', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(<WarrantyCheck fallbackCount="1000" />);
    const sentence = page.querySelector('[data-testid="clients-sentence"]')!;
    const copy = [...sentence.parentElement!.children].find((el) => el !== sentence)!;
    expect(copy.getAttribute('aria-hidden')).toBe('true');
    // a fixed date of the ticking date's width, and one digit more than the build's count
    expect(copy.textContent).toBe('As of 2000-01-01 00:00:00, 11,000 world-wide clients have chosen Car Film Master products');
  });

  it('shows the build count, then the live count, and ticks every second', async () => {
    mocked.getWarrantyCount.mockReturnValue(new Promise(() => undefined));
    jest.setSystemTime(new Date(2026, 10, 21, 10, 0, 0));
    render(<WarrantyCheck fallbackCount="1234" />);
    expect(screen.getByTestId('clients-sentence')).toHaveTextContent('As of 2026-11-21 10:00:00, 1,234 world-wide clients');
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.getByTestId('clients-sentence')).toHaveTextContent('2026-11-21 10:00:01');
  });

  it('uses the live count when it arrives', async () => {
    render(<WarrantyCheck fallbackCount="1" />);
    await act(async () => undefined);
    expect(screen.getByTestId('clients-sentence')).toHaveTextContent('2,048 world-wide clients have chosen Car Film Master products');
  });

  it('empty input alerts and still makes the search call', async () => {
    mocked.checkWarranty.mockResolvedValue({ code: 0, data: { count: 0 }, msg: MSG.warrantyInput, status: 200 });
    render(<WarrantyCheck fallbackCount="1" />);
    await act(async () => {
      fireEvent.submit(screen.getByRole('search'));
    });
    expect(alertSpy).toHaveBeenCalledWith(MSG.warrantyInput);
    expect(mocked.checkWarranty).toHaveBeenCalledWith('');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('success goes to the list with the filter; a refusal alerts the server msg', async () => {
    mocked.checkWarranty.mockResolvedValueOnce(ok({ count: 1 }));
    render(<WarrantyCheck fallbackCount="1" />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: ' AB 12&3 ' } });
    await act(async () => {
      fireEvent.submit(screen.getByRole('search'));
    });
    expect(navigate).toHaveBeenCalledWith('/Warrantylist?filter=AB%2012%263');

    mocked.checkWarranty.mockResolvedValueOnce({ code: 0, data: { count: 0 }, msg: 'No warranty found', status: 200 });
    await act(async () => {
      fireEvent.submit(screen.getByRole('search'));
    });
    expect(alertSpy).toHaveBeenLastCalledWith('No warranty found');
  });
});

describe('<WarrantyList>', () => {
  beforeEach(() => (navigate as jest.Mock).mockClear());

  it('tells "no warranty found" apart from a failed lookup', async () => {
    mocked.getWarrantyList.mockResolvedValueOnce(ok([]));
    const { unmount } = render(<WarrantyList search="?filter=nobody" />);
    expect(await screen.findByTestId('warranty-empty')).toHaveTextContent('No warranty found');
    expect(screen.getByRole('link', { name: 'Search again' })).toHaveAttribute('href', '/WarrantyCheck');
    unmount();
  });

  it('goes back to /WarrantyCheck with the unavailable message when the lookup gets no answer', async () => {
    mocked.getWarrantyList.mockRejectedValueOnce(new Error('Network Error'));
    render(<WarrantyList search="?filter=x" />);
    await act(async () => undefined);
    expect(navigate).toHaveBeenCalledWith('/WarrantyCheck', { replace: true, state: { warrantyNotice: MSG.unavailable } });
  });

  it('goes back to /WarrantyCheck when the search is refused', async () => {
    mocked.getWarrantyList.mockResolvedValueOnce({ code: 0, data: [], msg: 'no', status: 200 });
    const alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    render(<WarrantyList search="?filter=x" />);
    await act(async () => undefined);
    expect(alertSpy).toHaveBeenCalledWith('no');
    alertSpy.mockRestore();
    expect(navigate).toHaveBeenCalledWith('/WarrantyCheck', { replace: true, state: { warrantyNotice: 'no' } });
  });
});

describe('<WarrantySearchView> (the static /WarrantySearch page)', () => {
  it('empty input alerts and still makes the search call, like /WarrantyCheck', async () => {
    mocked.checkWarranty.mockReset();
    mocked.checkWarranty.mockResolvedValue({ code: 0, data: { count: 0 }, msg: MSG.warrantyInput, status: 200 });
    (navigate as jest.Mock).mockClear();
    const alerts = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    render(<WarrantySearchView emptyMessage={MSG.warrantyInput} />);
    await act(async () => {
      fireEvent.submit(screen.getByRole('search'));
    });
    expect(mocked.checkWarranty).toHaveBeenCalledWith('');
    // The same message is not repeated after the call.
    expect(alerts.mock.calls).toEqual([[MSG.warrantyInput]]);
    expect(navigate).not.toHaveBeenCalled();
    alerts.mockRestore();
  });
});
