/**
 * The 7 days a shop may change a registration (contract/registration-rules.ts REG_LIMITS.editDays).
 * The server says it (`editable_until`, null once read-only); the screen also needs the day it
 * ended, to say until when the registration was editable.
 */
import { REG_LIMITS } from '../../../contract/registration-rules';
import type { RegistrationDetail } from '../../../contract/registrations';

export function editableUntil(d: Pick<RegistrationDetail, 'created_at' | 'editable_until'>): string {
  if (d.editable_until) return d.editable_until;
  const t = Date.parse(d.created_at);
  return Number.isNaN(t) ? d.created_at : new Date(t + REG_LIMITS.editDays * 86_400_000).toISOString();
}

export function isEditable(d: Pick<RegistrationDetail, 'created_at' | 'editable_until'>, now: Date): boolean {
  return d.editable_until !== null && Date.parse(d.editable_until) > now.getTime();
}
