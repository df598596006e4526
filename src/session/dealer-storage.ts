/**
 * What the browser keeps for one dealer beyond the session cookies (the warranty registration
 * draft, src/features/registration/draft.ts): in localStorage under one prefix and the shop's
 * login, so that signing out (clearSession in src/session/session.ts) removes all of it at once. Workshop
 * tablets are shared (docs/product/warranty-registration.md): nothing typed by one shop may be
 * shown to the next person who signs in.
 */
export const DEALER_STORAGE_PREFIX = 'carfilmmaster:dealer:';

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null; // storage blocked by the browser's settings
  }
}

/**
 * The key of one dealer's item: `carfilmmaster:dealer:<login>:<name>`; `login` names who is
 * signed in (the shop info's id), so one shop never reads another's.
 */
export function dealerStorageKey(login: string, name: string): string {
  return `${DEALER_STORAGE_PREFIX}${login}:${name}`;
}

export function readDealerItem(login: string, name: string): string | null {
  try {
    return storage()?.getItem(dealerStorageKey(login, name)) ?? null;
  } catch {
    return null;
  }
}

/** Store an item; false when the browser refused (full or blocked storage). */
export function writeDealerItem(login: string, name: string, value: string): boolean {
  const s = storage();
  if (!s) return false;
  try {
    s.setItem(dealerStorageKey(login, name), value);
    return true;
  } catch {
    return false;
  }
}

export function removeDealerItem(login: string, name: string): void {
  try {
    storage()?.removeItem(dealerStorageKey(login, name));
  } catch {
    /* nothing stored */
  }
}

/** Remove every dealer's items (sign-out). */
export function clearDealerStorage(): void {
  const s = storage();
  if (!s) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < s.length; i += 1) {
      const k = s.key(i);
      if (k?.startsWith(DEALER_STORAGE_PREFIX)) keys.push(k);
    }
    for (const k of keys) s.removeItem(k);
  } catch {
    /* storage blocked: nothing was kept either */
  }
}
