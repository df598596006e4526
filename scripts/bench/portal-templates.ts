/**
 * The dealer-portal rows of `npm run bench`: the screens behind the dealer login (contract/routes.ts,
 * `dealerOnly`), measured signed in as the demo dealer of scripts/bench/dealer-session.ts. Each
 * names the element only its loaded, signed-in screen shows: the Lighthouse runner
 * (scripts/bench/lighthouse-run.mjs) refuses a run whose page ended without it (a login prompt,
 * /Login, a refusal), so no row ever carries the score of another page.
 */
import type { DealerFixture } from './dealer-session';

export interface PortalTemplate {
  name: string;
  /** the route (src/pages/<route>.tsx), as BENCH_TEMPLATES may name it */
  route: string;
  /** the query string the screen needs, from what the bench made for it; null when it cannot have one */
  query?: (f: DealerFixture) => string | null;
  /** a CSS selector only the signed-in, loaded screen matches */
  ready: string;
}

export const PORTAL_TEMPLATES: readonly PortalTemplate[] = [
  { name: 'dealer portal', route: 'DealerPortal', ready: '[data-testid="dealer-info"]' },
  { name: 'edit shop', route: 'EditInformation', ready: 'form[aria-label="Edit information"]' },
  {
    name: 'branding element',
    route: 'BrandingElementsInfo',
    query: (f) => (f.brandingId === null ? null : `?id=${f.brandingId}`),
    ready: '[data-testid="branding-detail"]',
  },
  { name: 'register installation', route: 'RegisterInstallation', ready: '[data-testid="registration-form"]' },
  { name: 'my registrations', route: 'MyRegistrations', ready: '[data-testid="registration-card"]' },
  {
    name: 'registration',
    route: 'RegistrationInfo',
    query: (f) => `?id=${encodeURIComponent(f.registrationId)}`,
    ready: '[data-testid="registration-detail"]',
  },
];
