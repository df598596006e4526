/**
 * The live forms' checks: the first message of docs/product/validation-messages.md, in its order,
 * word for word.
 */
import { MSG } from '../../contract/messages';
import { EMPTY_CONTACT, validateContact, type ContactFields } from '../../src/features/forms/validate-contact';
import { EMPTY_JOIN, validateJoin } from '../../src/features/forms/validate-join';
import { validateEdit, type EditFields } from '../../src/features/dealer/validate-edit';
import { validateChange, validateForget, validateLogin, validateReset } from '../../src/features/auth/validate-auth';
import { validatePartnerSearch, EMPTY_PARTNER_QUERY } from '../../src/features/partner/search-query';

/** Fill fields one by one in order and collect the message after each step. */
function walk<T extends object>(order: (keyof T)[], empty: T, full: T, validate: (f: T) => string | null): (string | null)[] {
  const seen: (string | null)[] = [validate(empty)];
  let current = { ...empty };
  for (const key of order) {
    current = { ...current, [key]: full[key] };
    seen.push(validate(current));
  }
  return seen;
}

describe('contact form (docs/product/validation-messages.md#contact-us)', () => {
  const full: ContactFields = { username: 'Ann', phone: '+49 30 1', email: 'ann@example.com', country: 'Germany', content: 'Hello' };

  it('reports the messages in the documented order, then accepts', () => {
    expect(walk(['username', 'phone', 'email', 'country', 'content'], EMPTY_CONTACT, full, validateContact)).toEqual([
      MSG.fillName,
      MSG.fillPhone,
      MSG.fillEmail,
      MSG.fillCountry,
      MSG.fillMessage,
      null,
    ]);
  });

  it('checks the email pattern right after the email is present', () => {
    const f = { ...EMPTY_CONTACT, username: 'Ann', phone: '1', email: 'not-an-email' };
    expect(validateContact(f)).toBe('Please fill in the correct email address.');
    expect(validateContact({ ...f, email: 'a@b' })).toBe(MSG.correctEmail);
    expect(validateContact({ ...f, email: 'a@b.co' })).toBe(MSG.fillCountry);
  });

  it('takes what a browser email field takes, never markup or quotes (the HTML standard rule, with a TLD)', () => {
    const f = { ...EMPTY_CONTACT, username: 'Ann', phone: '1', email: '' };
    for (const ok of ["o'brien+fleet@garage-7.example.de", 'a.b_c@x.io', 'x&y{z}@mail.example'])
      expect([ok, validateContact({ ...f, email: ok })]).toEqual([ok, MSG.fillCountry]);
    for (const bad of ['<img/src=x/onerror=alert(1)>@x.test', '"a"@x.test', 'a@-x.test', 'a@x.t', 'a@x..test', 'ä@x.test', 'a b@x.test'])
      expect([bad, validateContact({ ...f, email: bad })]).toEqual([bad, MSG.correctEmail]);
  });

  it('treats whitespace-only fields as empty', () => {
    expect(validateContact({ ...full, username: '   ' })).toBe('Please fill in your name');
  });
});

describe('become partner (docs/product/validation-messages.md#become-partner)', () => {
  it('name, telephone, country, region; explain optional', () => {
    const full = { username: 'Bo', phone: '1', country: '3', city: '7', explain: '' };
    expect(walk(['username', 'phone', 'country', 'city'], EMPTY_JOIN, full, validateJoin)).toEqual([
      'Please fill in your name',
      'Please fill in your telephone',
      'Please select  your country', // two spaces: the documented wording
      'Please select your Region',
      null,
    ]);
  });
});

describe('edit information (docs/product/validation-messages.md#edit-information)', () => {
  it('dealer name, telephone, country, region, description, image', () => {
    const empty: EditFields = { shop_name: '', mobile: '', nation_id: '', city_id: '', desc: '', shop_image: '' };
    const full: EditFields = { shop_name: 'S', mobile: '1', nation_id: '1', city_id: '2', desc: 'd', shop_image: 'uploads/a.png' };
    expect(walk(['shop_name', 'mobile', 'nation_id', 'city_id', 'desc', 'shop_image'], empty, full, validateEdit)).toEqual([
      MSG.fillDealerName,
      MSG.fillTelephone,
      MSG.selectYourCountry,
      MSG.selectYourRegion,
      MSG.enterDescription,
      MSG.uploadImage,
      null,
    ]);
  });
});

describe('auth forms (docs/product/validation-messages.md#login)', () => {
  it('login: username then password', () => {
    expect(validateLogin({ username: '', password: '' })).toBe('Please fill in the username.');
    expect(validateLogin({ username: 'u', password: '' })).toBe('Please fill in the password.');
    expect(validateLogin({ username: 'u', password: 'p' })).toBeNull();
  });

  it('forgot: username then email', () => {
    expect(validateForget({ username: '', email: '' })).toBe(MSG.fillUsername);
    expect(validateForget({ username: 'u', email: '' })).toBe('Please fill in the email.');
    expect(validateForget({ username: 'u', email: 'e@x.io' })).toBeNull();
  });

  it('change: username, password, new username, new password', () => {
    const empty = { username: '', password: '', new_username: '', new_password: '' };
    const full = { username: 'u', password: 'p', new_username: 'n', new_password: 'N3w!pass' };
    expect(walk(['username', 'password', 'new_username', 'new_password'], empty, full, validateChange)).toEqual([
      MSG.fillUsername,
      MSG.fillPassword,
      MSG.fillNewUsername,
      MSG.fillNewPassword,
      null,
    ]);
  });

  it("reset: an empty password alerts 'Please fill in the email.' (sic)", () => {
    expect(validateReset('')).toBe('Please fill in the email.');
    expect(validateReset('x')).toBeNull();
  });
});

describe('partner search (docs/product/validation-messages.md#partner-search)', () => {
  it('country first, then region', () => {
    expect(validatePartnerSearch(EMPTY_PARTNER_QUERY)).toBe('Please select a country.');
    expect(validatePartnerSearch({ ...EMPTY_PARTNER_QUERY, nationId: '1' })).toBe('Please select a region.');
    expect(validatePartnerSearch({ nationId: '1', cityId: '2', keywords: '' })).toBeNull();
  });
});
