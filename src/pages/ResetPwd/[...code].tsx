/**
 * /ResetPwd/<code> (docs/product/content-pages.md#auth-pages,
 * docs/product/states-and-transitions.md#reset-password): a File System Route API splat page, so
 * every code is served
 * by this one client-only page (no gatsby-node change); the code is the route parameter. It has
 * no address to name as canonical (the code is private and /ResetPwd/ is no page), so its head
 * has none, and noindex.
 */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { LiveScreen } from '../../features/forms/live-screen';
import { ResetPasswordScreen } from '../../features/auth/reset-password-screen';
import { Loading } from '../../components/ui/loading';
import { codeFromParams } from '../../features/auth/reset-code';

export default function ResetPwdPage(props: PageProps<Queries.ResetPwdPageQuery>): JSX.Element {
  // The static HTML is shared by every code: read the code only after mount.
  const { params } = props;
  const [code, setCode] = React.useState<string | null>(null);
  React.useEffect(() => setCode(codeFromParams(params)), [params]);
  return (
    <LiveScreen {...props} title="Reset Password" ownTitle noindex canonical={false} frame="auth">
      {code === null ? <Loading label="Checking the link…" /> : <ResetPasswordScreen code={code} />}
    </LiveScreen>
  );
}

export const query = graphql`
  query ResetPwdPage {
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
