/**
 * The Become Partner form's checks, in the order of
 * docs/product/validation-messages.md#become-partner (explain is optional). Country and
 * region are the chosen select values (ids as strings; '' when none).
 */
import { MSG } from '../../../contract/messages';
import { blank } from './validate-contact';

export interface JoinFields {
  username: string;
  phone: string;
  country: string;
  city: string;
  explain: string;
}

export const EMPTY_JOIN: JoinFields = { username: '', phone: '', country: '', city: '', explain: '' };

export function validateJoin(f: JoinFields): string | null {
  if (blank(f.username)) return MSG.fillName;
  if (blank(f.phone)) return MSG.fillTelephone;
  if (blank(f.country)) return MSG.selectYourCountry;
  if (blank(f.city)) return MSG.selectYourRegion;
  return null;
}
