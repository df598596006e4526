/**
 * /PartnerSearch (and /ParnerSearch): country, live regions, keyword and SEARCH
 * (docs/product/content-pages.md#partnersearch,
 * docs/product/states-and-transitions.md#partner-search,
 * docs/product/validation-messages.md#partner-search). Results show only after the first search;
 * the search is kept in the URL
 * (?nation_id=&city_id=&keywords=) so a result can be shared, and a reload runs it again.
 */
import * as React from 'react';
import { navigate } from 'gatsby';
import type { Partner, PartnerCategory, PartnerSearch as PartnerSearchResult } from '../../../contract/network';
import { searchPartners } from '../../services/partner';
import { Loading } from '../../components/ui/loading';
import { SelectField, TextField } from '../forms/form-fields';
import { LoadError } from '../forms/live-state';
import { CategoryCards } from './category-cards';
import { NearMe } from './near-me';
import { PartnerResults } from './partner-results';
import { EMPTY_PARTNER_QUERY, isCompleteQuery, parsePartnerQuery, partnerQueryString, validatePartnerSearch, type PartnerQueryState } from './search-query';
import { useCountries } from './use-countries';
import { placeOptions, useRegions } from './use-regions';
import type { DeepReadonly } from '../../types/deep-readonly';
import * as styles from './partner.module.css';

type Results =
  { status: 'idle' } | { status: 'loading' } | { status: 'ready'; data: PartnerSearchResult } | { status: 'failed' } | { status: 'refused'; msg: string };

export interface PartnerSearchProps {
  /** location.pathname: the URL keeps whichever spelling the visitor used. */
  pathname: string;
  /** location.search of the first render after mount. */
  search: string;
  categories: readonly DeepReadonly<PartnerCategory>[];
  /** Every published dealer of the build, for Near me (docs/product/nearest-partner.md). */
  dealers?: readonly Partner[];
}

export function PartnerSearch({ pathname, search, categories, dealers = [] }: PartnerSearchProps): JSX.Element {
  const countries = useCountries();
  const [form, setForm] = React.useState<PartnerQueryState>(EMPTY_PARTNER_QUERY);
  const [results, setResults] = React.useState<Results>({ status: 'idle' });
  const { regions, loading: regionsLoading } = useRegions(form.nationId, countries);
  // A region that the chosen country does not have (stale URL, country changed) is dropped.
  React.useEffect(() => {
    if (!regionsLoading && form.cityId && !regions.some((r) => String(r.id) === form.cityId)) {
      setForm((f) => ({ ...f, cityId: '' }));
    }
  }, [regions, regionsLoading, form.cityId]);
  const lastQuery = React.useRef<PartnerQueryState | null>(null);
  const requestId = React.useRef(0);

  const run = React.useCallback(async (q: PartnerQueryState) => {
    lastQuery.current = q;
    const id = ++requestId.current;
    setResults({ status: 'loading' });
    try {
      const res = await searchPartners({ nation_id: Number(q.nationId), city_id: Number(q.cityId), keywords: q.keywords.trim() || undefined });
      if (id !== requestId.current) return; // a newer search has started
      setResults(res.code === 1 && res.data ? { status: 'ready', data: res.data } : { status: 'refused', msg: res.msg });
    } catch {
      if (id === requestId.current) setResults({ status: 'failed' });
    }
  }, []);

  // A shared or reloaded URL: fill the form, and search at once when it is complete.
  const initialised = React.useRef(false);
  React.useEffect(() => {
    if (initialised.current) return;
    initialised.current = true;
    const q = parsePartnerQuery(search);
    setForm(q);
    if (isCompleteQuery(q)) void run(q);
  }, [search, run]);

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const message = validatePartnerSearch(form);
    if (message) {
      window.alert(message);
      return;
    }
    const q = { ...form, keywords: form.keywords.trim() };
    void navigate(`${pathname}${partnerQueryString(q)}`, { replace: true });
    void run(q);
  };

  return (
    <>
      <section className={styles.searchSection}>
        <div className="container">
          <form className={styles.searchForm} onSubmit={onSubmit} aria-label="Partner search" noValidate>
            <SelectField
              label="Country"
              name="nation_id"
              placeholder="Select a country"
              options={placeOptions(countries)}
              value={form.nationId}
              onChange={(e) => setForm((f) => ({ ...f, nationId: e.target.value, cityId: '' }))}
            />
            <SelectField
              label="Region"
              name="city_id"
              placeholder={regionsLoading && regions.length === 0 ? 'Loading regions…' : 'Select a region'}
              options={placeOptions(regions)}
              value={regions.some((r) => String(r.id) === form.cityId) ? form.cityId : ''}
              onChange={(e) => setForm((f) => ({ ...f, cityId: e.target.value }))}
              aria-busy={regionsLoading}
            />
            <TextField
              label="Keyword"
              name="keywords"
              type="search"
              placeholder="Shop name or address"
              maxLength={200}
              value={form.keywords}
              onChange={(e) => setForm((f) => ({ ...f, keywords: e.target.value }))}
            />
            <button type="submit" className={styles.searchButton} disabled={results.status === 'loading'}>
              SEARCH
            </button>
          </form>
          <NearMe
            pathname={pathname}
            search={search}
            dealers={dealers}
            onFallback={() => document.querySelector<HTMLSelectElement>('select[name="nation_id"]')?.focus()}
          />
        </div>
      </section>

      <div className="container">
        {results.status !== 'idle' && (
          <section className={styles.results} aria-label="Search results" aria-live="polite" aria-busy={results.status === 'loading'}>
            {results.status === 'loading' && <Loading label="Searching partners…" />}
            {results.status === 'failed' && (
              <LoadError
                title="The partner search failed"
                message="The partner service did not answer. Please try again."
                onRetry={() => lastQuery.current && void run(lastQuery.current)}
              />
            )}
            {results.status === 'refused' && <p className={styles.refused}>{results.msg || 'No partner found.'}</p>}
            {results.status === 'ready' && <PartnerResults result={results.data} />}
          </section>
        )}
        <CategoryCards categories={categories} />
      </div>
    </>
  );
}

export default PartnerSearch;
