// The media library in a dialog: search, upload (with alt text), pick.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { get, qs } from '../lib/api';
import type { MediaRow, Paged } from '../lib/types';
import { Dialog } from '../ui/Dialog';
import { ErrorNote } from '../ui/ErrorNote';
import { Upload } from '../ui/Upload';
import { mediaSrc, isImage } from './media-url';

export function MediaPicker({ open, onClose, onPick }: { open: boolean; onClose: () => void; onPick: (m: MediaRow) => void }) {
  const [search, setSearch] = useState('');
  const q = useQuery({
    queryKey: ['media', search, 1],
    queryFn: () => get<Paged<MediaRow>>(`/api/editor/media${qs({ search })}`),
    enabled: open,
  });
  return (
    <Dialog open={open} title="Choose media" onClose={onClose} wide>
      <Upload onUploaded={onPick} />
      <div className="field">
        <label htmlFor="picker-search">Search the library</label>
        <input id="picker-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      </div>
      {q.isError && <ErrorNote error={q.error} retry={() => void q.refetch()} />}
      {q.data && q.data.data.length === 0 && <p>No media found.</p>}
      <ul role="list" className="media-grid">
        {q.data?.data.map((m) => (
          <li key={m.id}>
            <button type="button" className="media-pick" onClick={() => onPick(m)}>
              {isImage(m.path) ? <img src={mediaSrc(m.path)} alt="" /> : <span className="file-kind">{m.kind.toUpperCase()}</span>}
              <span>
                {m.name || m.path}
                <span className="muted small"> {m.alt ? `Alt: ${m.alt}` : 'No alt text'}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="btn" onClick={onClose}>
        Cancel
      </button>
    </Dialog>
  );
}
