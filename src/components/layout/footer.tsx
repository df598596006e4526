/**
 * The shared footer (docs/product/header-and-footer.md#footer): logo, app links and contact details
 * from the server's footer
 * data (GET /api/index/getFooter, sourced at build time), the link columns and the bottom items.
 */
import * as React from 'react';
import { Link } from 'gatsby';
import { Logo } from './logo';
import { MediaImage, type MediaNode } from '../ui/media-image';
import { FOOTER_BOTTOM_ITEMS, FOOTER_COLUMNS } from './footer-links';
import * as styles from './footer.module.css';

export interface FooterApp {
  /** Where the app badge leads (store page). */
  url: string;
  /** Badge image URL. */
  image: string;
  /** The badge's media node (build data; the live refresh has none), for its size and srcset. */
  image_media?: MediaNode | null;
  /** Accessible name of the badge link; defaults to "Download our app". */
  name?: string;
}

/** The footer data as the API returns it, so GraphQL results can be passed straight in. */
export interface FooterData {
  contact_number?: string | null;
  enterprise_email?: string | null;
  apps?: ReadonlyArray<FooterApp | null> | null;
}

/**
 * The box a store badge is drawn in (the badges are 10:3; footer.module.css sets the height). The
 * attributes reserve the space before the image arrives, so the footer does not shift; a badge of
 * another shape keeps its own proportions once loaded (the stylesheet's width is auto).
 */
export const APP_BADGE = { width: 133, height: 40 } as const;

export interface FooterProps {
  data?: FooterData | null;
}

export function Footer({ data }: FooterProps): JSX.Element {
  const phone = data?.contact_number?.trim() || null;
  const email = data?.enterprise_email?.trim() || null;
  const apps = (data?.apps ?? []).filter((a): a is FooterApp => Boolean(a?.url && a.image));

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brandCol}>
          <Link to="/" className={styles.brand}>
            {/* Named by the logo itself, so the name starts with the visible wordmark (WCAG 2.5.3). */}
            <Logo title="Car Film Master home" className={styles.logo} />
          </Link>
          {(phone || email) && (
            <address className={styles.contact}>
              {phone && (
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={`${styles.contactLink} phone`}>
                  <span className={styles.contactLabel}>Contact number</span>
                  {phone}
                </a>
              )}
              {email && (
                <a href={`mailto:${email}`} className={styles.contactLink}>
                  <span className={styles.contactLabel}>Email</span>
                  {email}
                </a>
              )}
            </address>
          )}
          {apps.length > 0 && (
            <ul className={styles.apps} role="list" aria-label="Our apps">
              {apps.map((app, i) => (
                <li key={`${app.url}-${i}`}>
                  <a href={app.url} target="_blank" rel="noopener noreferrer" className={styles.appLink}>
                    {/* The uploaded badge itself (a few KB, sharp at 2x), sized from the build's file, else the
                        APP_BADGE box: a srcset would cost more bytes in every page than it saves (docs/product/page-weight.md#images). */}
                    <MediaImage
                      src={app.image}
                      media={app.image_media}
                      original
                      alt={app.name ?? 'Download our app'}
                      width={APP_BADGE.width}
                      height={APP_BADGE.height}
                    />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>

        <nav aria-label="Footer" className={styles.columns}>
          {FOOTER_COLUMNS.map((column) => {
            const [head, ...rest] = column.links;
            return (
              <div key={column.id} className={styles.column}>
                {head && (
                  <Link to={head.to} className={styles.columnHead}>
                    {head.label}
                  </Link>
                )}
                <ul role="list" className={styles.links}>
                  {column.withEmail && email && (
                    <li>
                      <a href={`mailto:${email}`} className={styles.link}>
                        {email}
                      </a>
                    </li>
                  )}
                  {rest.map((link) => (
                    <li key={`${link.label}-${link.to}`}>
                      <Link to={link.to} className={styles.link}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </nav>
      </div>

      <div className={styles.bottom}>
        <ul role="list" className={styles.bottomList}>
          {FOOTER_BOTTOM_ITEMS.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
        <p className={styles.copy}>© Car Film Master. All rights reserved.</p>
      </div>
    </footer>
  );
}

export default Footer;
