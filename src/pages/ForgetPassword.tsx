/** /ForgetPassword (docs/product/content-pages.md#auth-pages): request a password reset link. */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { LiveSeo, type LiveMeta } from '../features/forms/live-seo';
import { AuthShell } from '../features/auth/auth-shell';
import { ForgetPasswordScreen } from '../features/auth/forget-password-screen';

interface Data {
  site: { siteMetadata: { siteUrl: string | null } | null } | null;
  cmsPageMeta: LiveMeta | null;
}

export default function ForgetPasswordPage({ data, location }: PageProps<Data>): JSX.Element {
  const meta = data.cmsPageMeta;
  return (
    <>
      <LiveSeo
        meta={meta}
        pathname={location.pathname}
        siteUrl={data.site?.siteMetadata?.siteUrl}
        title="Forget Password"
        fallbackTitle="Forget Password"
        noindex
      />
      <AuthShell title="Forget Password" pathname={location.pathname} bannerImage={meta?.image} bannerMedia={meta?.image_media}>
        <ForgetPasswordScreen />
      </AuthShell>
    </>
  );
}

export const query = graphql`
  query ForgetPasswordPage {
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
