/** /ChangePassword (docs/product/content-pages.md#auth-pages): change username and password. */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { LiveScreen } from '../features/forms/live-screen';
import { ChangePasswordScreen } from '../features/auth/change-password-screen';

export default function ChangePasswordPage(props: PageProps<Queries.ChangePasswordPageQuery>): JSX.Element {
  return (
    <LiveScreen {...props} title="Change Password" ownTitle frame="auth" noindex>
      <ChangePasswordScreen />
    </LiveScreen>
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
      ...PageMetaBanner
    }
  }
`;
