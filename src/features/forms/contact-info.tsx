/**
 * Contact info (hotline, contact number, enterprise email, address): the build's copy first,
 * then the last live copy kept in localStorage under 'infos'
 * (docs/product/content-pages.md#contactus, docs/product/constants.md#storage-keys), then a live
 * refresh that updates both. All of it after mount, so the static HTML hydrates as built.
 */
import * as React from 'react';
import type { ContactInfo } from '../../../contract/site';
import { getContactInfo } from '../../services/forms';
import * as styles from './contact.module.css';

export const INFOS_KEY = 'infos';

const FIELDS: (keyof ContactInfo)[] = ['service_hotline', 'contact_number', 'enterprise_email', 'contact_address'];

export function isContactInfo(v: unknown): v is ContactInfo {
  return !!v && typeof v === 'object' && FIELDS.every((k) => typeof (v as Record<string, unknown>)[k] === 'string');
}

export function readCachedInfos(): ContactInfo | null {
  try {
    const raw = window.localStorage.getItem(INFOS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isContactInfo(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function writeCachedInfos(info: ContactInfo): void {
  try {
    window.localStorage.setItem(INFOS_KEY, JSON.stringify(info));
  } catch {
    /* storage full or disabled */
  }
}

export function useContactInfo(initial: ContactInfo | null): ContactInfo | null {
  const [info, setInfo] = React.useState<ContactInfo | null>(initial);
  React.useEffect(() => {
    const cached = readCachedInfos();
    if (cached) setInfo(cached);
    let alive = true;
    getContactInfo().then(
      (res) => {
        if (res.code === 1 && isContactInfo(res.data)) {
          writeCachedInfos(res.data);
          if (alive) setInfo(res.data);
        }
      },
      (err: unknown) => console.warn('contact info', err),
    );
    return () => {
      alive = false;
    };
  }, []);
  return info;
}

const telHref = (n: string) => `tel:${n.replace(/[^\d+]/g, '')}`;

export function ContactInfoList({ initial }: { initial: ContactInfo | null }): JSX.Element | null {
  const info = useContactInfo(initial);
  if (!info) return null;
  const rows: { label: string; value: string; href?: string }[] = [
    { label: 'Service hotline', value: info.service_hotline, href: telHref(info.service_hotline) },
    { label: 'Contact number', value: info.contact_number, href: telHref(info.contact_number) },
    { label: 'Enterprise email', value: info.enterprise_email, href: `mailto:${info.enterprise_email}` },
    { label: 'Address', value: info.contact_address },
  ];
  return (
    <dl className={styles.info} data-testid="contact-info">
      {rows.map((r) => (
        <div key={r.label} className={styles.infoRow}>
          <dt className={styles.infoLabel}>{r.label}</dt>
          <dd>
            {r.href && r.value ? (
              <a href={r.href} className={r.href.startsWith('tel:') ? 'phone' : undefined}>
                {r.value}
              </a>
            ) : (
              r.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
