/** /ForgetPassword (docs/product/content-pages.md#auth-pages): request a password reset link. */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { LiveScreen } from '../features/forms/live-screen';
import { ForgetPasswordScreen } from '../features/auth/forget-password-screen';

export default function ForgetPasswordPage(props: PageProps<Queries.ForgetPasswordPageQuery>): JSX.Element {
  return (
    <LiveScreen {...props} title="Forget Password" ownTitle frame="auth" noindex>
      <ForgetPasswordScreen />
    </LiveScreen>
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
      ...PageMetaBanner
    }
  }
`;
