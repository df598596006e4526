/** /Login (docs/product/content-pages.md#auth-pages): the dealer login form. */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { LiveSeo, type LiveMeta } from '../features/forms/live-seo';
import { AuthShell } from '../features/auth/auth-shell';
import { LoginScreen } from '../features/auth/login-screen';

interface Data {
  site: { siteMetadata: { siteUrl: string | null } | null } | null;
  cmsPageMeta: LiveMeta | null;
}

export default function LoginPage({ data, location }: PageProps<Data>): JSX.Element {
  const meta = data.cmsPageMeta;
  return (
    <>
      <LiveSeo meta={meta} pathname={location.pathname} siteUrl={data.site?.siteMetadata?.siteUrl} fallbackTitle="Login" noindex />
      <AuthShell title="Login" pathname={location.pathname} bannerImage={meta?.image} bannerMedia={meta?.image_media}>
        <LoginScreen />
      </AuthShell>
    </>
  );
}

export const query = graphql`
  query LoginPage {
    site {
      siteMetadata {
        siteUrl
      }
    }
    cmsPageMeta(title: { eq: "Login" }) {
      ...LivePageMeta
    }
  }
`;
