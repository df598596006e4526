/**
 * The page frame: skip link, header, main landmark, footer and the toast live regions. Global
 * styles are imported here so every page that uses the layout gets tokens and reset.
 */
import * as React from 'react';
import '../../styles/global.css';
import { Header, type HeaderProps } from './header';
import { Footer, type FooterData } from './footer';
import { ToastViewport } from '../ui/toast';
import * as styles from './layout.module.css';

export interface LayoutProps {
  /** Current route (Gatsby's location.pathname). */
  pathname: string;
  /** Footer data from the API (build time). */
  footer?: FooterData | null;
  children?: React.ReactNode;
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

export function Layout({ pathname, footer, children, headerVariant = 'overlay', authPage = false, theme = 'dark', offsetHeader }: LayoutProps): JSX.Element {
  const offset = offsetHeader ?? headerVariant === 'solid';
  return (
    <div className={styles.shell}>
      <a href={`#${MAIN_ID}`} className={styles.skip}>
        Skip to content
      </a>
      <Header pathname={pathname} variant={headerVariant} authPage={authPage} />
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className={[styles.main, offset ? styles.offset : ''].filter(Boolean).join(' ')}
        data-theme={theme === 'light' ? 'light' : undefined}
      >
        {children}
      </main>
      <Footer data={footer} />
      <ToastViewport />
    </div>
  );
}

export default Layout;
