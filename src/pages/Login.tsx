/** /Login (docs/product/content-pages.md#auth-pages): the dealer login form. */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { LiveScreen } from '../features/forms/live-screen';
import { LoginScreen } from '../features/auth/login-screen';

export default function LoginPage(props: PageProps<Queries.LoginPageQuery>): JSX.Element {
  return (
    <LiveScreen {...props} title="Login" frame="auth" noindex>
      <LoginScreen />
    </LiveScreen>
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
      ...PageMetaBanner
    }
  }
`;
