/**
 * /MyRegistrations?search=&page= (docs/product/warranty-registration.md): client-only and dealer
 * only; the shop's own registrations with search and paging.
 */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { Loading } from '../components/ui/loading';
import { LiveScreen } from '../features/forms/live-screen';
import { PortalNav } from '../features/dealer/portal-nav';
import { MyRegistrations } from '../features/registration/my-registrations';
import * as styles from '../features/dealer/dealer.module.css';

export default function MyRegistrationsPage(props: PageProps<Queries.MyRegistrationsPageQuery>): JSX.Element {
  // the list reads its search and page after mount: the static HTML is the loading state
  const [search, setSearch] = React.useState<string | null>(null);
  React.useEffect(() => setSearch(props.location.search), [props.location.search]);
  return (
    <LiveScreen
      {...props}
      title="My registrations"
      ownTitle
      noindex
      frame={{ breadcrumbs: [{ label: 'Home', to: '/' }, { label: 'Dealer Portal', to: '/DealerPortal' }, { label: 'My registrations' }] }}
      bodyClass={styles.page}
    >
      <PortalNav current="/MyRegistrations" />
      {search === null ? <Loading label="Loading your registrations…" /> : <MyRegistrations search={search} />}
    </LiveScreen>
  );
}

export const query = graphql`
  query MyRegistrationsPage {
    site {
      siteMetadata {
        siteUrl
      }
    }
    cmsPageMeta(title: { eq: "Dealer Portal" }) {
      ...PageMetaBanner
    }
  }
`;
