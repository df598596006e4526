// What the console checks before it calls the CMS, in the CMS's own words (REG_MSG and
// ROLL_SERIAL_PATTERN of contract/registrations.ts, which the console may not import at run time;
// __tests__/unit/console-registrations.test.tsx checks they are the same).
export const MSG = {
  serial: 'Please fill in the roll serial number (letters, digits and dashes, e.g. CG85-2502-00871).',
  length: 'Please fill in the roll length in metres (more than 0, at most two decimals).',
  product: 'Please choose a film from the catalogue.',
  voidReason: 'Please give the reason for voiding the warranty.',
  ownerName: 'Please fill in the owner’s name.',
  ownerEmail: 'Please fill in the owner’s email address.',
  correctEmail: 'Please fill in the correct email address.',
  ownerPhone: 'Please fill in the owner’s phone number.',
  correctPhone: 'Please fill in a phone number of 6 to 20 digits (spaces, +, - and brackets allowed).',
} as const;

export const SERIAL_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,39}$/;
export const PHONE_PATTERN = /^\+?[0-9 ().\-/]{6,30}$/;
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*\.[a-zA-Z]{2,}$/;

/** metres as the CMS takes them: more than 0, at most 1000, at most two decimals */
export const metresOk = (s: string) => /^\d{1,4}(\.\d{1,2})?$/.test(s.trim()) && Number(s) > 0 && Number(s) <= 1000;
export const phoneOk = (s: string) => {
  const digits = (s.match(/[0-9]/g) ?? []).length;
  return PHONE_PATTERN.test(s.trim()) && digits >= 6 && digits <= 20;
};

/** "12.5 m" */
export const metres = (n: number) => `${n.toLocaleString('en-GB', { maximumFractionDigits: 2 })} m`;
