/** Whether the home intro (loader + pop-up) already played in this browser session. */
import { HOME_SEEN_KEY } from './home-constants';

export function hasSeenHome(): boolean {
  try {
    return window.sessionStorage.getItem(HOME_SEEN_KEY) === '1';
  } catch {
    return false; // storage blocked: play the intro, it is harmless
  }
}

export function markHomeSeen(): void {
  try {
    window.sessionStorage.setItem(HOME_SEEN_KEY, '1');
  } catch {
    /* storage blocked */
  }
}

/**
 * Runs in <head> before the body paints, so a returning visitor never sees the loader flash:
 * the static HTML renders the loader, and this marks <html> so CSS hides it at once.
 */
export const HOME_SEEN_INLINE_SCRIPT = `try{if(sessionStorage.getItem(${JSON.stringify(
  HOME_SEEN_KEY,
)})==='1')document.documentElement.setAttribute('data-home-seen','')}catch(e){}`;
