// A media path with a preview and its alt text from the library, chosen from the media library
// (or uploaded there and then) through the picker. With `text`, the field holds one line of text
// or a picture's path (a product's specification row): emptied, it is '' rather than no file.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { get, qs } from '../lib/api';
import type { MediaRow, Paged } from '../lib/types';
import { mediaSrc, isImage } from './media-url';
import { MediaPicker } from './MediaPicker';
import type { ControlProps } from './control-props';

export function MediaField({ id, value, onChange, invalid, describedBy, label, text = false }: ControlProps & { label: string; text?: boolean }) {
  const [open, setOpen] = useState(false);
  const none = text ? '' : null;
  const path = typeof value === 'string' ? value : '';
  const info = useQuery({
    queryKey: ['media-by-path', path],
    queryFn: () => get<Paged<MediaRow>>(`/api/editor/media${qs({ search: path.split('/').pop() })}`),
    enabled: path.startsWith('media/editor/'),
    staleTime: 60_000,
  });
  const alt = info.data?.data.find((m) => m.path === path)?.alt;
  return (
    <div className="media-field">
      {path && isImage(path) ? <img className="thumb" src={mediaSrc(path)} alt={alt ?? ''} /> : null}
      <div className="media-field-main">
        <input
          id={id}
          type="text"
          value={path}
          placeholder={text ? 'Text, or a picture from the library' : 'media/…'}
          onChange={(e) => onChange(e.target.value || none)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
        {path && alt !== undefined && <p className="muted small">Alt text: {alt || '(none: describe the image in the media library)'}</p>}
        <div className="row-actions">
          <button type="button" className="btn btn-small" onClick={() => setOpen(true)}>
            Choose from library<span className="visually-hidden"> for {label}</span>
          </button>
          {path && (
            <button type="button" className="btn btn-small" onClick={() => onChange(none)}>
              Clear<span className="visually-hidden"> {label}</span>
            </button>
          )}
        </div>
      </div>
      <MediaPicker
        open={open}
        onClose={() => setOpen(false)}
        onPick={(m) => {
          onChange(m.path);
          setOpen(false);
        }}
      />
    </div>
  );
}
