/**
 * The browser title, description and keywords of a dealer detail page once its item has loaded
 * (docs/product/routes-and-screens.md#page-titles-and-meta): the item's own sub_title, desc and
 * keywords replace the section's page meta. A later Helmet overrides the page's earlier one.
 */
import * as React from 'react';
import { Helmet } from 'react-helmet';
import { fullTitle } from '../../components/layout/seo';
import { withoutBrandSuffix } from '../forms/live-seo';

export interface ItemMetaProps {
  meta: { sub_title?: string | null; desc?: string | null; keywords?: string | null };
}

export function ItemMeta({ meta }: ItemMetaProps): JSX.Element | null {
  const sub = meta.sub_title?.trim();
  const desc = meta.desc?.trim();
  const keywords = meta.keywords?.trim();
  if (!sub && !desc && !keywords) return null;
  const title = sub ? fullTitle(withoutBrandSuffix(sub)) : null;
  return (
    <Helmet>
      {title ? <title>{title}</title> : null}
      {title ? <meta property="og:title" content={title} /> : null}
      {desc ? <meta name="description" content={desc} /> : null}
      {desc ? <meta property="og:description" content={desc} /> : null}
      {keywords ? <meta name="keywords" content={keywords} /> : null}
    </Helmet>
  );
}
