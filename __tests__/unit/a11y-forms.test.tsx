/**
 * Form errors for assistive technology (docs/product/accessibility.md#forms): the documented alert
 * stays, and then the field it is about is marked invalid, described by the message (announced
 * as an alert) and focused; editing the field clears it.
 */
import * as React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MSG } from '../../contract/messages';

jest.mock('../../src/services/forms', () => ({ contactUs: jest.fn(), joinUs: jest.fn(), getContactInfo: jest.fn() }));
jest.mock('../../src/services/partner', () => ({ getRegions: jest.fn(async () => ({ code: 1, data: [{ id: 2, name: 'Berlin' }], msg: '' })) }));
import { ContactForm } from '../../src/features/forms/contact-form';

describe('contact form errors', () => {
  let alertSpy: jest.SpyInstance;
  beforeEach(() => {
    alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  });
  afterEach(() => alertSpy.mockRestore());

  it('marks, describes and focuses the field of the failed check after the alert', async () => {
    render(<ContactForm />);
    const form = screen.getByRole('form', { name: 'Contact request' });
    await act(async () => {
      fireEvent.submit(form);
    });
    expect(alertSpy).toHaveBeenCalledWith(MSG.fillName);
    const name = screen.getByLabelText(/^Name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(MSG.fillName);
    expect(name).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.fillName);

    fireEvent.change(name, { target: { value: 'Ann' } });
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'not-an-email' } });
    await act(async () => {
      fireEvent.submit(form);
    });
    expect(alertSpy).toHaveBeenLastCalledWith(MSG.correctEmail);
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
  });
});

describe('edit information errors (dealer portal)', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { EditForm } = require('../../src/features/dealer/edit-information') as typeof import('../../src/features/dealer/edit-information');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { GEO_MSG } = require('../../contract/geo-input') as typeof import('../../contract/geo-input');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const gatsby = require('gatsby') as { useStaticQuery: jest.Mock };
  const info = {
    shop_name: '',
    mobile: '+49 30 1234',
    nation_id: 0,
    city_id: 0,
    desc: 'We wrap cars',
    shop_image: '',
    shop_image_url: null,
    lat: null,
    lng: null,
  };
  let alertSpy: jest.SpyInstance;
  beforeEach(() => {
    alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    gatsby.useStaticQuery.mockReturnValue({ allCmsCountry: { nodes: [] } });
  });
  afterEach(() => alertSpy.mockRestore());

  const submit = async () =>
    act(async () => {
      fireEvent.submit(screen.getByRole('form', { name: 'Edit information' }));
    });

  it('marks, describes and focuses each failed field in turn, the image input and coordinates included', async () => {
    render(<EditForm info={info as never} />);
    await submit();
    expect(alertSpy).toHaveBeenLastCalledWith(MSG.fillDealerName);
    const name = screen.getByLabelText(/^Dealer name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(MSG.fillDealerName);
    expect(name).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.fillDealerName);

    fireEvent.change(name, { target: { value: 'Wrap Berlin' } });
    expect(name).not.toHaveAttribute('aria-invalid');
    await submit();
    expect(alertSpy).toHaveBeenLastCalledWith(MSG.selectYourCountry);
    const country = screen.getByLabelText(/^Country/);
    expect(country).toHaveAttribute('aria-invalid', 'true');
    // the description is whitespace-normalised; the alert keeps the message word for word
    expect(country).toHaveAccessibleDescription(MSG.selectYourCountry.replace(/\s+/g, ' '));
    expect(country).toHaveFocus();
  });

  it('points the image and the coordinate checks at their own controls', async () => {
    render(<EditForm info={{ ...info, shop_name: 'Wrap Berlin', nation_id: 1, city_id: 2 } as never} />);
    await submit();
    expect(alertSpy).toHaveBeenLastCalledWith(MSG.uploadImage);
    const file = screen.getByLabelText(/^Shop image/);
    expect(file).toHaveAttribute('type', 'file');
    expect(file).toHaveAttribute('aria-invalid', 'true');
    expect(file).toHaveAccessibleDescription(MSG.uploadImage);
    expect(file).toHaveFocus();
  });

  it('sends "both or neither" to the empty coordinate', async () => {
    render(<EditForm info={{ ...info, shop_name: 'Wrap Berlin', nation_id: 1, city_id: 2, shop_image: 'uploads/a.png', lat: 52.5 } as never} />);
    await submit();
    expect(alertSpy).toHaveBeenLastCalledWith(GEO_MSG.both);
    const lng = screen.getByLabelText(/^Longitude/);
    expect(lng).toHaveAttribute('aria-invalid', 'true');
    expect(lng).toHaveFocus();
  });
});
