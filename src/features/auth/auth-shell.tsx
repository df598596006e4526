/** The frame of every auth page: banner, the shared slide-out menu and a centred form card. */
import * as React from 'react';
import { PageBanner } from '../../components/ui/page-banner';
import type { MediaNode } from '../../components/ui/media-image';
import { AuthMenu } from './auth-menu';
import * as styles from './auth.module.css';

export interface AuthShellProps {
  title: string;
  pathname: string;
  bannerImage?: string | null;
  /** The banner's media node, for a srcset. */
  bannerMedia?: MediaNode | null;
  /** One line under the card's heading. */
  intro?: React.ReactNode;
  children: React.ReactNode;
}

export function AuthShell({ title, pathname, bannerImage, bannerMedia, intro, children }: AuthShellProps): JSX.Element {
  return (
    <>
      <PageBanner
        title={title}
        imageSrc={bannerImage}
        imageMedia={bannerMedia}
        breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Dealer Portal' }, { label: title }]}
      />
      <div className={`container ${styles.body}`}>
        <AuthMenu pathname={pathname} />
        <section className={styles.card} aria-labelledby="auth-heading">
          <h2 id="auth-heading" className={styles.cardTitle}>
            {title}
          </h2>
          {intro && <p className={styles.intro}>{intro}</p>}
          {children}
        </section>
      </div>
    </>
  );
}
