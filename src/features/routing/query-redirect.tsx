/**
 * The documented query URLs (`/ProductInfo?id=3&type=1`, `/blogs?type=2`; see
 * docs/product/routes-and-screens.md#detail-pages-and-query-addresses) keep working: the bare
 * route is a page that, after mount, reads `location.search`, checks the id (a positive integer
 * that exists at build time) and navigates with `replace` to the per-item page, keeping the other
 * query parameters (type, shop_id, t_id …). Before that it shows a loading state; a bad, unknown
 * or missing id shows a not-found view (never a blank page).
 *
 *   // src/pages/ProductInfo.tsx
 *   export default function ProductInfoQuery({ data, location }: PageProps<Queries.ProductIdsQuery>) {
 *     return <QueryRedirect route="ProductInfo" knownIds={data.allCmsProduct.nodes.map((n) => n.cmsId)} location={location} />
 *   }
 *   export const query = graphql`query ProductIds { allCmsProduct { nodes { cmsId } } }`
 */
import * as React from 'react';
import { navigate } from 'gatsby';
import { Loading } from '../../components/ui/loading';
import { NotFoundView } from '../../components/ui/not-found-view';
import { Seo } from '../../components/layout/seo';
import { useSiteUrl } from '../../hooks/use-site-info';

/** A positive integer id from a query value ('12' → 12); anything else → null. */
export function parseId(raw: string | null | undefined): number | null {
  if (raw == null) return null;
  const v = raw.trim();
  if (!/^[1-9][0-9]{0,15}$/.test(v)) return null;
  const n = Number(v);
  return Number.isSafeInteger(n) ? n : null;
}

/** `/ProductInfo/3/?type=1` from route 'ProductInfo', id 3 and the rest of the query. */
export function detailPath(route: string, id: number, search = '', param = 'id', hash = ''): string {
  const params = new URLSearchParams(search);
  params.delete(param);
  const rest = params.toString();
  return `/${route.replace(/^\/+|\/+$/g, '')}/${id}/${rest ? `?${rest}` : ''}${hash}`;
}

export type QueryRedirectState =
  { status: 'loading' } | { status: 'redirecting'; to: string } | { status: 'not-found'; reason: 'missing' | 'invalid' | 'unknown' };

/** Where a query URL should go; pure so it can be tested without a browser. */
export function resolveQueryRedirect(
  route: string,
  search: string,
  knownIds: readonly number[] | null,
  param = 'id',
  hash = '',
): Exclude<QueryRedirectState, { status: 'loading' }> {
  const raw = new URLSearchParams(search).get(param);
  if (raw === null || raw.trim() === '') return { status: 'not-found', reason: 'missing' };
  const id = parseId(raw);
  if (id === null) return { status: 'not-found', reason: 'invalid' };
  if (knownIds && !knownIds.includes(id)) return { status: 'not-found', reason: 'unknown' };
  return { status: 'redirecting', to: detailPath(route, id, search, param, hash) };
}

export interface UseQueryRedirectOptions {
  /** Route of the per-item pages, e.g. 'ProductInfo' → /ProductInfo/<id>/. */
  route: string;
  /** Ids that have a page (from the page's static query); null accepts any valid id. */
  knownIds: readonly number[] | null;
  /** Query parameter holding the id (default 'id'; 'type' for /blogs). */
  param?: string;
  /** Where to go when the parameter is missing altogether (default: not-found view). */
  missingTo?: string;
  /** Gatsby's location (else window.location). */
  location?: { pathname?: string; search?: string; hash?: string };
}

export function useQueryRedirect({ route, knownIds, param = 'id', missingTo, location }: UseQueryRedirectOptions): QueryRedirectState {
  const [state, setState] = React.useState<QueryRedirectState>({ status: 'loading' });
  const search = location?.search ?? (typeof window !== 'undefined' ? window.location.search : '');
  const hash = location?.hash ?? (typeof window !== 'undefined' ? window.location.hash : '');
  const known = knownIds ? knownIds.join(',') : null;

  React.useEffect(() => {
    const next = resolveQueryRedirect(route, search, knownIds, param, hash);
    if (next.status === 'not-found' && next.reason === 'missing' && missingTo) {
      setState({ status: 'redirecting', to: missingTo });
      void navigate(missingTo, { replace: true });
      return;
    }
    setState(next);
    if (next.status === 'redirecting') void navigate(next.to, { replace: true });
    // knownIds is compared by value through `known`
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [route, search, hash, param, missingTo, known]);

  return state;
}

export interface QueryRedirectProps extends UseQueryRedirectOptions {
  /** What the item is called in the not-found view, e.g. 'blog' → "Blog not found". */
  itemName?: string;
  /** Where the not-found view's main button leads (e.g. the list page). */
  backTo?: string;
  backLabel?: string;
}

export function QueryRedirect({ itemName = 'page', backTo = '/', backLabel = 'Back to home', ...options }: QueryRedirectProps): JSX.Element {
  const state = useQueryRedirect(options);
  const siteUrl = useSiteUrl();
  const name = itemName.charAt(0).toUpperCase() + itemName.slice(1);
  // The shell has a title and description of its own while it redirects (and for its not-found
  // view); it is never indexed, the item's own page is.
  const seo = (
    <Seo
      title={state.status === 'not-found' ? `${name} not found` : name}
      description={`Opening the ${itemName} you asked for on Car Film Master.`}
      pathname={options.location?.pathname ?? `/${options.route}`}
      siteUrl={siteUrl}
      noindex
    />
  );
  if (state.status === 'not-found') {
    return (
      <div className="container" data-testid="query-redirect-not-found">
        {seo}
        <NotFoundView
          title={`${name} not found`}
          message={
            state.reason === 'missing'
              ? `This link does not say which ${itemName} to show.`
              : `We could not find this ${itemName}. It may have been moved or removed.`
          }
          homeTo={backTo}
          homeLabel={backLabel}
        />
      </div>
    );
  }
  return (
    <div className="container" style={{ minHeight: '50vh', display: 'grid', placeItems: 'center', paddingTop: 'var(--header-height, 80px)' }}>
      {seo}
      <Loading label="Loading…" />
    </div>
  );
}

export default QueryRedirect;
