// Checks a dealer-login body before the schema does, so every refusal names its field in words
// (the schema's own messages quote patterns), and so a password is refused out loud: the app's
// validator drops unknown keys silently (removeAdditional), which would hide a client's mistake.
import { EMAIL_PATTERN } from '../../contract/messages';
import { EMAIL_MAX } from '../../contract/auth';
import { DEALER_LOGIN_SECRET_KEYS, DEALER_USERNAME_PATTERN } from '../../contract/dealer-logins';

export interface FieldProblem {
  path: string;
  message: string;
}

export const NO_PASSWORDS =
  'Dealer passwords are never sent to or shown by the console: send the dealer a set-password link instead (POST /api/editor/dealer-logins/<shop id>/password-link).';

const USERNAME_RE = new RegExp(DEALER_USERNAME_PATTERN);
const USERNAME_RULE = 'The username must be 2 to 100 letters, digits, dots, dashes, underscores or @.';
const EMAIL_RULE = 'The email must be an address like name@example.com (at most 254 characters).';

type Kind = 'create' | 'patch' | 'link';
const FIELDS: Record<Kind, readonly string[]> = {
  create: ['shop_id', 'username', 'email'],
  patch: ['username', 'email', 'disabled'],
  link: ['deliver'],
};

const isSecret = (key: string) => (DEALER_LOGIN_SECRET_KEYS as readonly string[]).includes(key.toLowerCase());

/** The body's problems, each with its field's JSON pointer; empty when the body may go on to the schema. */
export function dealerLoginBodyProblems(body: unknown, kind: Kind): FieldProblem[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [{ path: '/', message: 'Send a JSON object.' }];
  const b = body as Record<string, unknown>;
  const problems: FieldProblem[] = [];
  for (const key of Object.keys(b)) {
    if (isSecret(key)) problems.push({ path: `/${key}`, message: NO_PASSWORDS });
    else if (!FIELDS[kind].includes(key)) problems.push({ path: `/${key}`, message: `${key} is not a field here (send ${FIELDS[kind].join(', ')}).` });
  }
  const present = (k: string) => b[k] !== undefined;
  if (kind === 'create' && !(Number.isInteger(b.shop_id) && (b.shop_id as number) >= 1))
    problems.push({ path: '/shop_id', message: 'Choose the dealer (shop_id, a whole number).' });
  if ((kind === 'create' || present('username')) && !(typeof b.username === 'string' && USERNAME_RE.test(b.username)))
    problems.push({ path: '/username', message: USERNAME_RULE });
  if ((kind === 'create' || present('email')) && !(typeof b.email === 'string' && b.email.length <= EMAIL_MAX && EMAIL_PATTERN.test(b.email)))
    problems.push({ path: '/email', message: EMAIL_RULE });
  if (kind === 'patch' && present('disabled') && typeof b.disabled !== 'boolean')
    problems.push({ path: '/disabled', message: 'disabled must be true or false.' });
  if (kind === 'patch' && !['username', 'email', 'disabled'].some(present) && !problems.length)
    problems.push({ path: '/', message: 'Send at least one of username, email, disabled.' });
  if (kind === 'link' && b.deliver !== 'mail' && b.deliver !== 'show') problems.push({ path: '/deliver', message: "deliver must be 'mail' or 'show'." });
  return problems;
}

/** One sentence for the envelope's msg: the secret refusal alone when a password was sent. */
export const problemsMessage = (problems: FieldProblem[]) =>
  problems.some((p) => p.message === NO_PASSWORDS) ? NO_PASSWORDS : problems.map((p) => p.message).join(' ');
