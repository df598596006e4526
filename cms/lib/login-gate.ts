// The throttle in front of a password check (login, change password). Attempts are counted BEFORE the
// slow hash, so concurrent guesses see each other; a success gives its attempt back.
import type { Throttle } from './throttle';
import { delayAfter, throttleKey } from './throttle';
import { nowSeconds } from './tokens';

export interface LoginGate {
  /** false: answer 429 without checking the password */
  ok: boolean;
  /** the password was right: forget this client's failures on the account */
  succeeded(): Promise<void>;
}

/**
 * Two counters: the client's own (every attempt, at most `max` per window, whatever the account)
 * and the client's on this account (a few answered at once, then a wait that doubles with every
 * attempt). Neither is account-wide, so a flood from elsewhere never locks the owner out: a right
 * password from a client that is not over its own limit logs in.
 */
export async function openLoginGate(throttle: Throttle, max: number, ip: string, username: string): Promise<LoginGate> {
  const ipKey = throttleKey('login:ip', ip);
  const pairKey = throttleKey('login:account', username.toLowerCase(), ip);
  const client = await throttle.hit(ipKey);
  const pair = await throttle.hit(pairKey);
  const wait = delayAfter(pair.count - 1, throttle.windowS);
  const early = wait > 0 && pair.prevAt !== null && nowSeconds() - pair.prevAt < wait;
  return {
    ok: client.count <= max && !early,
    async succeeded() {
      await throttle.refund(ipKey);
      await throttle.clear(pairKey);
    },
  };
}
