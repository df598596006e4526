// One registration photo: personal data, so it is fetched with the session and never cached
// (no-store), shown through an object URL that is let go when the photo leaves the screen.
import { useEffect, useState } from 'react';
import { regPaths } from '../lib/registration-paths';

export function Photo({ id, alt }: { id: string; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    let gone = false;
    fetch(regPaths.photo(id), { credentials: 'same-origin', cache: 'no-store' })
      .then(async (res) => {
        if (!res.ok || !(res.headers.get('content-type') ?? '').startsWith('image/')) throw new Error();
        const blob = await res.blob();
        if (gone) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => !gone && setFailed(true));
    return () => {
      gone = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [id]);
  if (failed) return <p className="photo photo-missing">This photo could not be loaded.</p>;
  if (!url)
    return (
      <p className="photo photo-missing" role="status">
        Loading the photo…
      </p>
    );
  return (
    <a className="photo" href={url} target="_blank" rel="noreferrer">
      <img src={url} alt={alt} />
    </a>
  );
}
