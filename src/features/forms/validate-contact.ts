/**
 * The Contact Us request form's checks, in the order of
 * docs/product/validation-messages.md#contact-us: the first failing rule's
 * message is what the visitor sees (one alert at a time). Pure: no DOM, no React.
 */
import { EMAIL_PATTERN, MSG } from '../../../contract/messages';

export interface ContactFields {
  username: string;
  phone: string;
  email: string;
  country: string;
  content: string;
}

export const EMPTY_CONTACT: ContactFields = { username: '', phone: '', email: '', country: '', content: '' };

const blank = (v: string | null | undefined): boolean => !v || v.trim() === '';

/**
 * The first message of docs/product/validation-messages.md#contact-us that applies, or null when
 * the form may be sent.
 */
export function validateContact(f: ContactFields): string | null {
  if (blank(f.username)) return MSG.fillName;
  if (blank(f.phone)) return MSG.fillPhone;
  if (blank(f.email)) return MSG.fillEmail;
  if (!EMAIL_PATTERN.test(f.email.trim())) return MSG.correctEmail;
  if (blank(f.country)) return MSG.fillCountry;
  if (blank(f.content)) return MSG.fillMessage;
  return null;
}

export { blank };
