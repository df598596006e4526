/** The BreadcrumbList of a visible breadcrumb trail (docs/product/rich-results.md). */
import * as React from 'react';
import { useSiteUrl } from '../hooks/use-site-info';
import { JsonLd } from './json-ld';
import { breadcrumbList } from './schema';

export function BreadcrumbJsonLd({ items }: { items: readonly { label: string; to?: string }[] }): JSX.Element | null {
  const siteUrl = useSiteUrl();
  return <JsonLd data={breadcrumbList(siteUrl, items)} />;
}
