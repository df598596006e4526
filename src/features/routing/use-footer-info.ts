/**
 * The footer's data (docs/product/header-and-footer.md#footer-data,
 * docs/product/entities-and-fields.md#contact-and-footer): the build's copy renders first (static
 * HTML, hydration), then, at the first idle moment,
 * the last live copy kept in localStorage under `footInfo`, then one live refresh per page load
 * that updates both. The refresh waits until the page's start-up is over and the browser is idle:
 * it loads the live client, axios, which no static page needs for its first render, and nobody is
 * waiting for it, since the footer already shows a copy (docs/product/page-weight.md#scripts).
 * App images stay the build's local copies where the app is known, so the footer never shows an
 * image that needs the API.
 */
import * as React from 'react';
import type { FooterData } from '../../components/layout/footer';
import type { FooterInfo } from '../../../contract/site';
import { getFooter } from '../../services/site';
import { afterStartUp, nextIdle, whenIdle } from '../../hooks/when-idle';
import { loadHttp } from '../../services/http';

export const FOOT_INFO_KEY = 'footInfo';

type Footer = FooterInfo;

function isFooter(v: unknown): v is Footer {
  if (!v || typeof v !== 'object') return false;
  const f = v as Record<string, unknown>;
  return typeof f.contact_number === 'string' && typeof f.enterprise_email === 'string' && Array.isArray(f.apps);
}

export function readCachedFooter(): Footer | null {
  try {
    const raw = window.localStorage.getItem(FOOT_INFO_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isFooter(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function writeCachedFooter(data: Footer): void {
  try {
    window.localStorage.setItem(FOOT_INFO_KEY, JSON.stringify(data));
  } catch {
    /* storage full or blocked: the build's copy still shows */
  }
}

/** Live or cached data, with each known app's image taken from the build (an app without an image is left out). */
export function mergeFooter(build: FooterData | null, fresh: Footer): FooterData {
  const buildApps = build?.apps ?? [];
  return {
    contact_number: fresh.contact_number,
    enterprise_email: fresh.enterprise_email,
    apps: fresh.apps.flatMap((app) => {
      const image = buildApps.find((b) => b?.url === app.url)?.image ?? app.image;
      return image ? [{ url: app.url, name: app.name, image }] : [];
    }),
  };
}

let refreshed: Promise<Footer | null> | null = null;

/** One live call per page load, shared by every page the visitor navigates to. */
function refreshOnce(): Promise<Footer | null> {
  // The live client's chunk in one idle task, the call in the next: each is a short task, where
  // both together were a long one (docs/product/page-weight.md#main-thread-work).
  refreshed ??= loadHttp()
    .then(nextIdle)
    .then(getFooter)
    .then(
      (res) => (res.code === 1 && isFooter(res.data) ? res.data : null),
      () => null,
    );
  return refreshed;
}

/** What the footer shows, as one string: equal keys render the same footer. */
function footerKey(f: FooterData): string {
  const apps = (f.apps ?? []).flatMap((a) => (a ? [[a.url, a.name ?? '', a.image]] : []));
  return JSON.stringify([f.contact_number ?? '', f.enterprise_email ?? '', apps]);
}

/** Same content (the usual case: the live data is what the build had): keep the old object. */
function sameFooter(a: FooterData | null, b: FooterData): boolean {
  return a !== null && footerKey(a) === footerKey(b);
}

export function useFooterInfo(build: FooterData | null): FooterData | null {
  const [data, setData] = React.useState<FooterData | null>(build);
  React.useEffect(() => {
    let alive = true;
    // A new object only when something changed: each update re-renders the whole layout, and on
    // page load it would be a long task (docs/product/page-weight.md#main-thread-work).
    const update = (next: FooterData) => setData((current) => (sameFooter(current, next) ? current : next));
    // The cached copy is read at the first idle moment, not in this effect: the page's first
    // localStorage access loads the origin's whole storage area, synchronously, and this effect
    // runs in the task that ends the layout's hydration (docs/product/page-weight.md#main-thread-work).
    // The footer shows the build's copy until then, below the first screen.
    const cancelCached = whenIdle(() => {
      const cached = readCachedFooter();
      if (alive && cached) update(mergeFooter(build, cached));
    });
    const cancel = afterStartUp(() => {
      void refreshOnce().then((fresh) => {
        if (!alive || !fresh) return;
        writeCachedFooter(fresh);
        update(mergeFooter(build, fresh));
      });
    });
    return () => {
      alive = false;
      cancelCached();
      cancel();
    };
  }, [build]);
  return data;
}

/** Tests only: forget the per-load refresh. */
export function resetFooterRefresh(): void {
  refreshed = null;
}
