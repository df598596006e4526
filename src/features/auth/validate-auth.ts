/**
 * Field checks of the dealer auth forms (docs/product/validation-messages.md#login,
 * docs/product/validation-messages.md#forgot-password,
 * docs/product/validation-messages.md#change-password
 * and docs/product/validation-messages.md#reset-password),
 * each returning the first message that applies or null. Passwords are not trimmed: a space may
 * be part of one, but an empty field is still refused.
 */
import { MSG } from '../../../contract/messages';

const blank = (v: string | null | undefined): boolean => !v || v.trim() === '';

export interface LoginFields {
  username: string;
  password: string;
}
export function validateLogin(f: LoginFields): string | null {
  if (blank(f.username)) return MSG.fillUsername;
  if (!f.password) return MSG.fillPassword;
  return null;
}

export interface ForgetFields {
  username: string;
  email: string;
}
export function validateForget(f: ForgetFields): string | null {
  if (blank(f.username)) return MSG.fillUsername;
  if (blank(f.email)) return MSG.fillTheEmail;
  return null;
}

export interface ChangeFields {
  username: string;
  password: string;
  new_username: string;
  new_password: string;
}
export function validateChange(f: ChangeFields): string | null {
  if (blank(f.username)) return MSG.fillUsername;
  if (!f.password) return MSG.fillPassword;
  if (blank(f.new_username)) return MSG.fillNewUsername;
  if (!f.new_password) return MSG.fillNewPassword;
  return null;
}

/**
 * Reset: an empty new password alerts 'Please fill in the email.' (the documented wording, sic:
 * docs/product/validation-messages.md#reset-password).
 */
export function validateReset(password: string): string | null {
  return password ? null : MSG.fillTheEmail;
}
