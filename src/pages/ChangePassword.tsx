/** /ChangePassword (docs/product/content-pages.md#auth-pages): change username and password. */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { LiveSeo, type LiveMeta } from '../features/forms/live-seo';
import { AuthShell } from '../features/auth/auth-shell';
import { ChangePasswordScreen } from '../features/auth/change-password-screen';

interface Data {
  site: { siteMetadata: { siteUrl: string | null } | null } | null;
  cmsPageMeta: LiveMeta | null;
}

export default function ChangePasswordPage({ data, location }: PageProps<Data>): JSX.Element {
  const meta = data.cmsPageMeta;
  return (
    <>
      <LiveSeo
        meta={meta}
        pathname={location.pathname}
        siteUrl={data.site?.siteMetadata?.siteUrl}
        title="Change Password"
        fallbackTitle="Change Password"
        noindex
      />
      <AuthShell title="Change Password" pathname={location.pathname} bannerImage={meta?.image} bannerMedia={meta?.image_media}>
        <ChangePasswordScreen />
      </AuthShell>
    </>
  );
}

export const query = graphql`
  query ChangePasswordPage {
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
