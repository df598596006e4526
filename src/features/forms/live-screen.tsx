/**
 * The frame of every live screen (src/pages/Login.tsx, DealerPortal.tsx, WarrantyInfo.tsx …):
 * its head from the build-time page meta (LiveSeo), its banner (the auth shell, or a PageBanner
 * with breadcrumbs) and the client-only screen under it. The route file keeps its page query
 * (which page meta it reads) and names the screen; everything else is here, once.
 *
 *   export default function LoginPage(props: PageProps<Queries.LoginPageQuery>): JSX.Element {
 *     return <LiveScreen {...props} title="Login" frame="auth" noindex><LoginScreen /></LiveScreen>;
 *   }
 */
import * as React from 'react';
import { PageBanner } from '../../components/ui/page-banner';
import type { BreadcrumbItem } from '../../components/ui/breadcrumbs';
import { AuthShell } from '../auth/auth-shell';
import { LiveSeo, type LiveMeta } from './live-seo';

/** What every live screen's page query asks: the site URL and a page meta (`...PageMetaBanner`, src/seo/meta-fragments.ts). */
export interface LiveScreenData {
  readonly site: { readonly siteMetadata: { readonly siteUrl: string | null } | null } | null;
  readonly cmsPageMeta: LiveMeta | null;
}

export interface LiveScreenProps {
  data: LiveScreenData;
  location: { pathname: string };
  /** The banner's title, and the head's when the page meta has none. */
  title: string;
  /** The head title is `title` even when the page meta has a sub_title (a screen borrowing its section's meta). */
  ownTitle?: boolean;
  noindex?: boolean;
  /** false: no canonical link or og:url (a page with no address of its own). */
  canonical?: boolean;
  /** 'auth': the auth pages' shell; else a PageBanner with these breadcrumbs. */
  frame: 'auth' | { breadcrumbs: BreadcrumbItem[] };
  /** The class of the `container` the screen sits in; none: the screen lays itself out. */
  bodyClass?: string;
  children: React.ReactNode;
}

export function LiveScreen({ data, location, title, ownTitle, noindex, canonical, frame, bodyClass, children }: LiveScreenProps): JSX.Element {
  const meta = data.cmsPageMeta;
  const siteUrl = data.site?.siteMetadata?.siteUrl;
  return (
    <>
      <LiveSeo
        meta={meta}
        pathname={location.pathname}
        canonical={canonical}
        siteUrl={siteUrl}
        title={ownTitle ? title : undefined}
        fallbackTitle={title}
        noindex={noindex}
      />
      {frame === 'auth' ? (
        <AuthShell title={title} pathname={location.pathname} bannerImage={meta?.image} bannerMedia={meta?.image_media}>
          {children}
        </AuthShell>
      ) : (
        <>
          <PageBanner title={title} imageSrc={meta?.image} imageMedia={meta?.image_media} breadcrumbs={frame.breadcrumbs} />
          {bodyClass === undefined ? children : <div className={`container ${bodyClass}`}>{children}</div>}
        </>
      )}
    </>
  );
}

export default LiveScreen;
