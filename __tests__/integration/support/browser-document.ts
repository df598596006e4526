// A browser document on the globals of a node test, for a test that renders the site's and the
// console's screens in the same process as the CMS they call. Jest's jsdom environment cannot load
// the CMS (it lacks Node's TextDecoder, setImmediate and other globals its libraries need), so the
// test stays in the node environment and gets a jsdom window here. Import this module before
// react-dom and @testing-library/react: they look for `document` when they load.
import { JSDOM } from 'jsdom';

const dom = new JSDOM('<!doctype html><html lang="en"><head></head><body></body></html>', {
  url: 'http://localhost/',
  pretendToBeVisual: true,
  // as in a browser: an inline handler or script that got into the page would run (and set a flag)
  runScripts: 'dangerously',
});

const globals = globalThis as unknown as Record<string, unknown>;
const win = dom.window as unknown as Record<string, unknown>;
// Node's own globals (fetch, URL, Blob, timers, TextEncoder …) stay: the CMS and axios run on them.
// The event classes are the document's: its dispatchEvent takes only its own events.
const EVENTS = new Set(['Event', 'CustomEvent']);
for (const key of Object.getOwnPropertyNames(dom.window)) {
  if (!key.startsWith('_') && (!(key in globals) || EVENTS.has(key))) globals[key] = win[key];
}

/** The window the screens render into (`window.__pwned` would be set on it by a script that ran). */
export const browserWindow = dom.window;
