/**
 * Wraps every page in the shared Layout (gatsby-browser and gatsby-ssr wrapPageElement), with
 * the build-time footer data. Layout options come from the route (auth pages, 404) or from a
 * page's context: `createPage({ context: { layout: { headerVariant: 'solid' } } })`, or
 * `layout: 'none'` for a page that draws its own frame.
 */
import * as React from 'react';
import type { PageProps } from 'gatsby';
import { Layout, type LayoutProps } from '../../components/layout/layout';
import { useFooter } from './use-footer';
import { useFooterInfo } from './use-footer-info';
import { isLoginRelatedPath } from '../../session/previous-path';
import { HeaderSearch } from '../search/header-search';
import type { RenderSearch } from '../../components/layout/header';

export type LayoutOptions = Pick<LayoutProps, 'headerVariant' | 'theme' | 'authPage' | 'offsetHeader'>;

/** Layout options for a route when its page does not say otherwise. */
export function layoutOptionsFor(pathname: string): LayoutOptions {
  if (isLoginRelatedPath(pathname)) return { authPage: true, headerVariant: 'solid' };
  if (/^\/(404|dev-404-page)(\.html)?\/?$/.test(pathname)) return { headerVariant: 'solid' };
  return {};
}

export interface PageWrapperProps {
  element: React.ReactNode;
  props: Pick<PageProps, 'location' | 'pageContext'>;
}

/** The header's search box: one function for the site's life, so the memoized header never re-renders for it. */
const renderSearch: RenderSearch = (onNavigate) => <HeaderSearch onNavigate={onNavigate} />;

export function PageWrapper({ element, props }: PageWrapperProps): JSX.Element {
  const footer = useFooterInfo(useFooter());
  const pathname = props.location?.pathname ?? '/';
  const fromContext = (props.pageContext as { layout?: LayoutOptions | 'none' } | undefined)?.layout;
  if (fromContext === 'none') return <>{element}</>;
  return (
    <Layout pathname={pathname} footer={footer} renderSearch={renderSearch} {...layoutOptionsFor(pathname)} {...fromContext}>
      {element}
    </Layout>
  );
}
