/**
 * "Near me" on Partner Search (docs/product/nearest-partner.md): after the visitor agrees (the
 * button, then the browser's own permission prompt), the browser's location orders the dealers
 * of the build by distance. The point goes into the URL (?near=), so the list can be shared and a
 * reload shows it again without asking. Refused or unavailable location falls back to the
 * country/region search with a sentence saying so.
 */
import * as React from 'react';
import { navigate } from 'gatsby';
import type { Partner } from '../../../contract/network';
import { PartnerCard } from './partner-card';
import { byDistance, formatDistance, nearParam, parseNear, unitForLocale, type Point } from './geo';
import { CONSENT_NOTE, FALLBACK_SENTENCE } from './near-me-text';
import * as styles from './near-me.module.css';

export { FALLBACK_SENTENCE };

type State = { status: 'idle' } | { status: 'locating' } | { status: 'fallback' } | { status: 'ready'; from: Point };

export interface NearMeProps {
  pathname: string;
  search: string;
  dealers: readonly Partner[];
  /** Where the fallback sends focus (the country select). */
  onFallback?: () => void;
  /** Tests and browsers without the API pass their own. */
  geolocation?: Pick<Geolocation, 'getCurrentPosition'> | null;
  locale?: string;
}

export function NearMe({ pathname, search, dealers, onFallback, geolocation, locale }: NearMeProps): JSX.Element {
  const [state, setState] = React.useState<State>({ status: 'idle' });
  const [lang, setLang] = React.useState<string | undefined>(locale);
  React.useEffect(() => {
    if (!locale) setLang(navigator.language);
    const from = parseNear(search);
    if (from) setState({ status: 'ready', from });
  }, [search, locale]);

  const fallback = () => {
    setState({ status: 'fallback' });
    onFallback?.();
  };

  const locate = () => {
    const geo = geolocation === undefined ? (typeof navigator !== 'undefined' ? navigator.geolocation : null) : geolocation;
    if (!geo) {
      fallback();
      return;
    }
    setState({ status: 'locating' });
    geo.getCurrentPosition(
      (pos) => {
        const from = { lat: Number(pos.coords.latitude.toFixed(3)), lng: Number(pos.coords.longitude.toFixed(3)) };
        setState({ status: 'ready', from });
        void navigate(`${pathname}?near=${nearParam(from)}`, { replace: true });
      },
      fallback,
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 },
    );
  };

  const unit = unitForLocale(lang);
  const sorted = state.status === 'ready' ? byDistance(dealers, state.from) : [];

  return (
    <section className={styles.root} aria-labelledby="near-me-title">
      <div className={styles.intro}>
        <h2 id="near-me-title" className={styles.title}>
          Partners near you
        </h2>
        <p className={styles.note}>{CONSENT_NOTE}</p>
        <button type="button" className={styles.button} onClick={locate} disabled={state.status === 'locating'}>
          {state.status === 'locating' ? 'Finding your location…' : 'Near me'}
        </button>
      </div>
      <div aria-live="polite">
        {state.status === 'fallback' ? (
          <p className={styles.fallback} role="status">
            {FALLBACK_SENTENCE}
          </p>
        ) : null}
        {state.status === 'ready' ? (
          sorted.length === 0 ? (
            <p className={styles.fallback}>{FALLBACK_SENTENCE}</p>
          ) : (
            <ol className={styles.list} aria-label="Partners by distance" data-testid="near-results">
              {sorted.map((d) => (
                <li key={d.id}>
                  <PartnerCard partner={d} distance={formatDistance(d.km, unit, lang)} />
                </li>
              ))}
            </ol>
          )
        ) : null}
      </div>
    </section>
  );
}
