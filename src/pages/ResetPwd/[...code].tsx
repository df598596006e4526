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
import { LiveSeo, type LiveMeta } from '../../features/forms/live-seo';
import { AuthShell } from '../../features/auth/auth-shell';
import { ResetPasswordScreen } from '../../features/auth/reset-password-screen';
import { Loading } from '../../components/ui/loading';
import { codeFromParams } from '../../features/auth/reset-code';

interface Data {
  site: { siteMetadata: { siteUrl: string | null } | null } | null;
  cmsPageMeta: LiveMeta | null;
}

export default function ResetPwdPage({ data, location, params }: PageProps<Data>): JSX.Element {
  const meta = data.cmsPageMeta;
  // The static HTML is shared by every code: read the code only after mount.
  const [code, setCode] = React.useState<string | null>(null);
  React.useEffect(() => setCode(codeFromParams(params)), [params]);
  return (
    <>
      <LiveSeo
        meta={meta}
        pathname={location.pathname}
        canonical={false}
        siteUrl={data.site?.siteMetadata?.siteUrl}
        title="Reset Password"
        fallbackTitle="Reset Password"
        noindex
      />
      <AuthShell title="Reset Password" pathname={location.pathname} bannerImage={meta?.image} bannerMedia={meta?.image_media}>
        {code === null ? <Loading label="Checking the link…" /> : <ResetPasswordScreen code={code} />}
      </AuthShell>
    </>
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
      ...LivePageMeta
    }
  }
`;
