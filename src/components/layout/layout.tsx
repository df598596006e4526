/**
 * The page frame: skip link, header, main landmark, footer and the toast live regions. Global
 * styles are imported here so every page that uses the layout gets tokens and reset.
 */
import * as React from 'react';
import '../../styles/global.css';
import { Header, type HeaderProps } from './header';
import { Footer, type FooterData } from './footer';
import { ToastViewport } from '../ui/toast';
import { hydratedApart } from './hydration-boundary';
import * as styles from './layout.module.css';

export interface LayoutProps {
  /** Current route (Gatsby's location.pathname). */
  pathname: string;
  /** Footer data from the API (build time). */
  footer?: FooterData | null;
  children?: React.ReactNode;
  /** See Header: the site search box (a stable function). */
  renderSearch?: HeaderProps['renderSearch'];
  /** See Header: 'overlay' over a banner (default) or 'solid'. */
  headerVariant?: HeaderProps['variant'];
  /** Auth pages: Dealer Portal entry is plain text when logged out. */
  authPage?: boolean;
  /** Light content surface for text-heavy pages (see tokens.css). */
  theme?: 'dark' | 'light';
  /**
   * Add top padding equal to the header height, for pages whose first block is not a banner
   * that sits under the transparent header. Defaults to true when headerVariant is 'solid'.
   */
  offsetHeader?: boolean;
}

export const MAIN_ID = 'main';

interface PageMainProps {
  offset: boolean;
  theme: 'dark' | 'light';
  children?: React.ReactNode;
}

function PageMain({ offset, theme, children }: PageMainProps): JSX.Element {
  return (
    <main
      id={MAIN_ID}
      tabIndex={-1}
      className={[styles.main, offset ? styles.offset : ''].filter(Boolean).join(' ')}
      data-theme={theme === 'light' ? 'light' : undefined}
    >
      {children}
    </main>
  );
}

// Header, page content and footer hydrate as separate regions, each in short slices
// (./hydration-boundary.tsx): the page's hydration is never one long task. Not the toasts: two
// empty live regions cost less to hydrate with the frame than the boundary's markup (17 bytes of
// every page's HTML, and a blog post's HTML has a budget: docs/product/page-weight.md).
const HeaderRegion = hydratedApart(Header, 'HeaderRegion');
const MainRegion = hydratedApart(PageMain, 'MainRegion');
const FooterRegion = hydratedApart(Footer, 'FooterRegion');

export function Layout({
  pathname,
  footer,
  children,
  headerVariant = 'overlay',
  authPage = false,
  theme = 'dark',
  offsetHeader,
  renderSearch,
}: LayoutProps): JSX.Element {
  const offset = offsetHeader ?? headerVariant === 'solid';
  return (
    <div className={styles.shell}>
      <a href={`#${MAIN_ID}`} className={styles.skip}>
        Skip to content
      </a>
      <HeaderRegion pathname={pathname} variant={headerVariant} authPage={authPage} renderSearch={renderSearch} />
      <MainRegion offset={offset} theme={theme}>
        {children}
      </MainRegion>
      <FooterRegion data={footer} />
      <ToastViewport />
    </div>
  );
}

export default Layout;
