/**
 * The spec's query form of a detail route (/ProductInfo?id=3): after mount, read location.search,
 * and replace the URL with the static page (/ProductInfo/3/?…) when the id is known, or show the
 * not-found view. Before mount (and in the static HTML) it shows a loading state.
 */
import * as React from 'react';
import { navigate } from 'gatsby';
import { Loading } from '../../components/ui/loading';
import { NotFoundView } from '../../components/ui/not-found-view';
import * as s from './section.module.css';

export interface QueryRedirectPageProps {
  search: string;
  /** The query parameter holding the id ('id' or 'type'). */
  param?: string;
  /** Ids that have a static page. */
  knownIds: readonly number[];
  /** Static path of an id, given the parsed query (to keep extra context such as type). */
  pathFor: (id: number, params: URLSearchParams) => string;
}

export function resolveQueryRedirect(
  search: string,
  param: string,
  knownIds: readonly number[],
  pathFor: (id: number, params: URLSearchParams) => string,
): string | null {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const raw = params.get(param);
  const id = raw != null && /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
  if (!Number.isInteger(id) || !knownIds.includes(id)) return null;
  return pathFor(id, params);
}

export function QueryRedirectPage({ search, param = 'id', knownIds, pathFor }: QueryRedirectPageProps): JSX.Element {
  const [state, setState] = React.useState<'pending' | 'missing'>('pending');
  React.useEffect(() => {
    const target = resolveQueryRedirect(search, param, knownIds, pathFor);
    if (target) void navigate(target, { replace: true });
    else setState('missing');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- ids and pathFor are static per page
  }, [search, param]);
  return (
    <div className={s.headerOffset}>
      {state === 'pending' ? <Loading /> : <NotFoundView />}
    </div>
  );
}

export default QueryRedirectPage;
