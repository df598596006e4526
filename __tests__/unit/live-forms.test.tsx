/** Contact form: one submit at a time, clear on success, keep on failure; contact info cache. */
import * as React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MSG } from '../../contract/messages';

jest.mock('../../src/services/forms', () => ({ contactUs: jest.fn(), joinUs: jest.fn(), getContactInfo: jest.fn() }));
import * as forms from '../../src/services/forms';
import { ContactForm } from '../../src/features/forms/contact-form';
import { ContactInfoList, INFOS_KEY } from '../../src/features/forms/contact-info';

const mocked = forms as jest.Mocked<typeof forms>;

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
  }
}
const VALID = { Name: 'Ann', Phone: '123', Email: 'ann@example.com', Country: 'Germany', Message: 'Hello' };

describe('<ContactForm>', () => {
  let alertSpy: jest.SpyInstance;
  beforeEach(() => {
    alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    mocked.contactUs.mockReset();
  });
  afterEach(() => alertSpy.mockRestore());

  it('alerts the first missing field and sends nothing', () => {
    render(<ContactForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(alertSpy).toHaveBeenCalledWith(MSG.fillName);
    fill({ Name: 'Ann', Phone: '1', Email: 'nope' });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(alertSpy).toHaveBeenLastCalledWith(MSG.correctEmail);
    expect(mocked.contactUs).not.toHaveBeenCalled();
  });

  it('refuses a second submit while one is in flight, then clears on success', async () => {
    let resolve!: (v: Awaited<ReturnType<typeof forms.contactUs>>) => void;
    mocked.contactUs.mockReturnValue(new Promise((r) => (resolve = r)));
    render(<ContactForm />);
    fill(VALID);
    const form = screen.getByRole('form', { name: 'Contact request' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(mocked.contactUs).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await act(async () => resolve({ code: 1, data: null, msg: 'Thank you', status: 200 }));
    expect(alertSpy).toHaveBeenCalledWith('Thank you');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('keeps what was typed when the call fails or is refused', async () => {
    mocked.contactUs.mockRejectedValueOnce(new Error('Network Error'));
    render(<ContactForm />);
    fill(VALID);
    await act(async () => {
      fireEvent.submit(screen.getByRole('form', { name: 'Contact request' }));
    });
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Hello');
    mocked.contactUs.mockResolvedValueOnce({ code: 0, data: null, msg: 'Too many requests', status: 200 });
    await act(async () => {
      fireEvent.submit(screen.getByRole('form', { name: 'Contact request' }));
    });
    expect(alertSpy).toHaveBeenLastCalledWith('Too many requests');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ann@example.com');
  });
});

describe('<ContactInfoList>', () => {
  const build = { service_hotline: '400-1', contact_number: '+1 2', enterprise_email: 'a@b.co', contact_address: 'Build St' };
  const live = { ...build, contact_address: 'Live Ave' };

  it('shows the build copy, then the live one, and caches it under "infos"', async () => {
    mocked.getContactInfo.mockResolvedValueOnce({ code: 1, data: live, msg: '', status: 200 });
    render(<ContactInfoList initial={build} />);
    await act(async () => undefined);
    expect(screen.getByTestId('contact-info')).toHaveTextContent('Live Ave');
    expect(JSON.parse(window.localStorage.getItem(INFOS_KEY) ?? 'null')).toEqual(live);
  });

  it('uses the cached copy when the API is down', async () => {
    window.localStorage.setItem(INFOS_KEY, JSON.stringify(live));
    mocked.getContactInfo.mockRejectedValueOnce(new Error('down'));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<ContactInfoList initial={build} />);
    await act(async () => undefined);
    expect(screen.getByTestId('contact-info')).toHaveTextContent('Live Ave');
  });
});
