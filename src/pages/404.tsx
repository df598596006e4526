/** The branded 404: a clear message, the way home and the most useful sections. */
import * as React from 'react';
import { Link, type PageProps } from 'gatsby';
import { Seo } from '../components/layout/seo';
import { NotFoundView } from '../components/ui/not-found-view';
import { useSiteUrl } from '../hooks/use-site-info';
import * as styles from '../features/routing/not-found.module.css';

const USEFUL_LINKS = [
  { label: 'PPF & Window Film', to: '/PPF' },
  { label: 'News & Blogs', to: '/blog' },
  { label: 'Warranty Check', to: '/WarrantyCheck' },
  { label: 'Partner Search', to: '/PartnerSearch' },
  { label: 'Training', to: '/Training' },
  { label: 'FAQ', to: '/FAQ' },
];

export default function NotFoundPage({ location }: PageProps): JSX.Element {
  const siteUrl = useSiteUrl();
  return (
    <>
      <Seo
        title="Page not found"
        description="The page you are looking for has moved or no longer exists."
        pathname={location.pathname}
        siteUrl={siteUrl}
        noindex
      />
      <div className={`container ${styles.root}`}>
        <NotFoundView />
        <nav aria-label="Popular pages" className={styles.links}>
          <h2 className={styles.heading}>Popular pages</h2>
          <ul role="list" className={styles.list}>
            {USEFUL_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={styles.link}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
