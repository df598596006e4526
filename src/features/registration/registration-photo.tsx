/**
 * One registration photo. Its bytes are served only with the shop's token (the `token` header,
 * contract/registrations.ts DEALER_PHOTO_PATH), so an <img src> to the API cannot show it: it is
 * fetched and shown through an object URL, released when the picture goes. A photo just uploaded
 * shows the local file instead.
 */
import * as React from 'react';
import { getRegistrationPhoto } from '../../services/registrations';
import * as styles from './registration.module.css';

export function RegistrationPhoto({ id, alt, localUrl }: { id: string; alt: string; localUrl?: string }): JSX.Element {
  const [url, setUrl] = React.useState<string | null>(localUrl ?? null);
  const [missing, setMissing] = React.useState(false);
  React.useEffect(() => {
    if (localUrl) return;
    let made: string | null = null;
    let alive = true;
    getRegistrationPhoto(id).then(
      (blob) => {
        if (!alive) return;
        if (!blob) return setMissing(true);
        made = URL.createObjectURL(blob);
        setUrl(made);
      },
      () => alive && setMissing(true),
    );
    return () => {
      alive = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [id, localUrl]);
  if (missing) return <span className={styles.thumbMissing}>Photo not available</span>;
  return url ? <img src={url} alt={alt} className={styles.thumb} /> : <span className={styles.thumbMissing} aria-hidden="true" />;
}
