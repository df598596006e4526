// The media library: upload with alt text, search, change alt text, see where a file is used.
import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { call, get, qs } from '../lib/api';
import type { MediaRow, Paged } from '../lib/types';
import { docLabel, editPath } from '../lib/catalogue';
import { ErrorNote } from '../ui/ErrorNote';
import { Upload } from '../ui/Upload';
import { Pager } from '../ui/Pager';
import { useAnnounce } from '../ui/announce';
import { isImage, mediaSrc } from '../form/media-url';

export function MediaLibrary() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: ['media', search, page],
    queryFn: () => get<Paged<MediaRow>>(`/api/editor/media${qs({ search, page })}`),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <h1>Media library</h1>
      <div className="card">
        <Upload />
      </div>
      <div className="field">
        <label htmlFor="media-search">Search by file name or alt text</label>
        <input
          id="media-search"
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
      </div>
      {q.isPending && <p role="status">Loading…</p>}
      {q.isError && <ErrorNote error={q.error} retry={() => void q.refetch()} />}
      {q.data && (
        <>
          <p className="muted" role="status">
            {q.data.total} {q.data.total === 1 ? 'file' : 'files'}
          </p>
          {q.data.data.length === 0 && <p>No media yet: upload the first file above.</p>}
          <ul role="list" className="media-list">
            {q.data.data.map((m) => (
              <MediaItem key={m.id} m={m} />
            ))}
          </ul>
          {q.data.last_page > 1 && <Pager label="Pages of the library" page={q.data.current_page} last={q.data.last_page} onPage={setPage} />}
        </>
      )}
    </>
  );
}

function MediaItem({ m }: { m: MediaRow }) {
  const qc = useQueryClient();
  const say = useAnnounce();
  const [alt, setAlt] = useState(m.alt);
  const [error, setError] = useState('');
  const [showUsage, setShowUsage] = useState(false);
  const usage = useQuery({
    queryKey: ['usage', m.id],
    queryFn: () => get<{ type: string; id: number | string; title: string }[]>(`/api/editor/media/${m.id}/usage`),
    enabled: showUsage,
  });
  const image = isImage(m.path);
  const saveAlt = async () => {
    setError('');
    try {
      await call('PATCH', `/api/editor/media/${m.id}`, { alt });
      say('Alt text saved.');
      void qc.invalidateQueries({ queryKey: ['media'] });
    } catch (err) {
      setError((err as Error).message);
    }
  };
  return (
    <li className="media-item card">
      {image ? <img src={mediaSrc(m.path)} alt={m.alt} className="thumb" /> : <span className="file-kind">{m.kind.toUpperCase()}</span>}
      <div>
        <p className="strong">{m.name || m.path}</p>
        <p className="muted small">
          {m.path} · {Math.round(m.bytes / 1024)} KB · by {m.uploaded_by}
        </p>
        {image && (
          <div className="inline-form">
            <label htmlFor={`alt-${m.id}`}>Alt text</label>
            <input id={`alt-${m.id}`} type="text" value={alt} maxLength={500} onChange={(e) => setAlt(e.target.value)} />
            <button type="button" className="btn btn-small" onClick={() => void saveAlt()} disabled={alt === m.alt}>
              Save alt text<span className="visually-hidden"> of {m.name}</span>
            </button>
          </div>
        )}
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <button type="button" className="btn btn-small" aria-expanded={showUsage} onClick={() => setShowUsage((s) => !s)}>
          Where used<span className="visually-hidden"> : {m.name}</span>
        </button>
        {showUsage && usage.data && (
          <ul className="usage">
            {usage.data.length === 0 && <li>Not used by any content.</li>}
            {usage.data.map((u) => (
              <li key={`${u.type}/${u.id}`}>
                <Link to={editPath(u.type, u.id)}>{docLabel(u.type, u.id, u.title)}</Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
