// User-facing messages of docs/product/validation-messages.md and docs/product/errors.md, word for
// word (odd spacing included), shared by the
// CMS's server-side checks and the browser's client-side checks.
export const MSG = {
  warrantyInput: 'Input your warranty ID / tel / email / Vehicle Identification No. / Plate No.',
  selectCountry: 'Please select a country.',
  selectRegion: 'Please select a region.',
  fillName: 'Please fill in your name',
  fillTelephone: 'Please fill in your telephone',
  selectYourCountry: 'Please select  your country',
  selectYourRegion: 'Please select your Region',
  fillPhone: 'Please fill in your phone',
  fillEmail: 'Please fill in your email',
  correctEmail: 'Please fill in the correct email address.',
  fillCountry: 'Please fill in your country',
  fillMessage: 'Please fill in your message',
  fillDealerName: 'Please fill in dealer name',
  enterDescription: 'Please enter your description',
  uploadImage: 'Please upload image',
  fillUsername: 'Please fill in the username.',
  fillPassword: 'Please fill in the password.',
  fillTheEmail: 'Please fill in the email.',
  fillNewUsername: 'Please fill in the new username.',
  fillNewPassword: 'Please fill in the new password.',
  passwordHint: 'The password needs at least 8 characters with 1 uppercase, 1 lowercase, 1 number and 1 special character.',
  loginFirst: 'please log in first',
  alreadyLoggedIn: 'Please do not log in again',
  pageExpired: 'The page has expired',
  notFound404: 'The network request does not exist.',
  unavailable: 'The service is unavailable. Please try again later.',
} as const;

/**
 * The email pattern every form checks: the platform's valid email address (what the browser's
 * `<input type="email">` accepts: the HTML standard's rule) with a top-level domain of two letters
 * or more, as before. No space, quote or angle bracket: an address is never markup.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*\.[a-zA-Z]{2,}$/;
