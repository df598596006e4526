/**
 * Form errors for assistive technology (docs/product/accessibility.md#forms): the documented alert
 * stays, and then the field it is about is marked invalid, described by the message (announced
 * as an alert) and focused; editing the field clears it.
 */
import * as React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MSG } from '../../src/contract/messages';

jest.mock('../../src/services/forms', () => ({ contactUs: jest.fn(), joinUs: jest.fn(), getContactInfo: jest.fn() }));
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
