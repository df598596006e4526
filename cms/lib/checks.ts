// Server-side form checks: the first failing rule's message, in the order
// docs/product/validation-messages.md lists them.
export type Rule = [ok: boolean, msg: string];

/** The message of the first rule that fails, or null when all pass. */
export const firstFailure = (rules: Rule[]): string | null => rules.find(([ok]) => !ok)?.[1] ?? null;

/** A trimmed string ('' for anything missing). */
export const clean = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** Field length limits (characters) for stored free text. */
export const LIMITS = { short: 200, text: 5000 } as const;

export const tooLong = (field: string, max: number) => `The ${field} is too long (at most ${max} characters).`;
