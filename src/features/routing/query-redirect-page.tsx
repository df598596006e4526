/**
 * The page of a bare detail route (`src/pages/ProductInfo.tsx` and the others of the route table,
 * contract/routes.ts): the query form (`/ProductInfo?id=3`, `/Tool?type=2`) redirects to the
 * item's page (docs/decisions/0004-detail-pages-at-a-path-per-item.md). The route table gives the
 * parameter, where a query without one goes and what the shell says; the route file gives the ids
 * that have a page, from its own page query (one `allCmsX { nodes { cmsId } }`):
 *
 *   // src/pages/ProductInfo.tsx
 *   export default function ProductInfoQueryPage(props: PageProps<Queries.ProductInfoIdsQuery>): JSX.Element {
 *     return <QueryRedirectPage route="ProductInfo" {...props} />;
 *   }
 *   export const query = graphql`query ProductInfoIds { allCmsProduct { nodes { cmsId } } }`;
 */
import * as React from 'react';
import { detailRoute, type DetailRouteName } from '../../../contract/routes';
import { QueryRedirect } from './query-redirect';

/** The result of a shell's page query: the ids of the route's items, under whichever `allCmsX` it asked. */
export type ItemIdsData = Readonly<Record<string, { readonly nodes: ReadonlyArray<{ readonly cmsId: number }> }>>;

export interface QueryRedirectPageProps {
  route: DetailRouteName;
  data: ItemIdsData;
  location: { pathname?: string; search?: string; hash?: string };
}

export function QueryRedirectPage({ route, data, location }: QueryRedirectPageProps): JSX.Element {
  const entry = detailRoute(route);
  if (!entry) throw new Error(`${route} is no detail route of contract/routes.ts`);
  const knownIds = Object.values(data).flatMap((list) => list.nodes.map((n) => n.cmsId));
  return (
    <QueryRedirect
      route={entry.route}
      param={entry.param}
      missingTo={entry.shell.missingTo}
      knownIds={knownIds}
      location={location}
      itemName={entry.shell.itemName}
      backTo={entry.shell.backTo}
      backLabel={entry.shell.backLabel}
    />
  );
}

export default QueryRedirectPage;
