// Upload one file with its alt text (images need one: docs/product/accessibility.md).
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../lib/api';
import type { MediaRow } from '../lib/types';
import { useAnnounce } from './announce';

export function Upload({ onUploaded }: { onUploaded?: (m: MediaRow) => void }) {
  const qc = useQueryClient();
  const say = useAnnounce();
  const file = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const f = file.current?.files?.[0];
    setError('');
    if (!f) return setError('Choose a file to upload.');
    if (f.type.startsWith('image/') && !alt.trim()) return setError('Describe the image in the alt text (what a reader who cannot see it should know).');
    const body = new FormData();
    body.set('alt', alt.trim());
    body.set('file', f);
    setBusy(true);
    try {
      const { data } = await call<MediaRow>('POST', '/api/editor/media', body);
      say(`Uploaded ${data.name}.`);
      setAlt('');
      if (file.current) file.current.value = '';
      await qc.invalidateQueries({ queryKey: ['media'] });
      onUploaded?.(data);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="upload" role="group" aria-labelledby="upload-h">
      <h3 id="upload-h">Upload</h3>
      <div className="field">
        <label htmlFor="upload-file">File (image, PDF or video)</label>
        <input
          id="upload-file"
          ref={file}
          type="file"
          accept="image/*,application/pdf,video/mp4,video/webm"
          aria-describedby={error ? 'upload-error' : undefined}
        />
      </div>
      <div className="field">
        <label htmlFor="upload-alt">Alt text</label>
        <input
          id="upload-alt"
          type="text"
          value={alt}
          maxLength={500}
          onChange={(e) => setAlt(e.target.value)}
          aria-describedby={error ? 'upload-error' : undefined}
        />
      </div>
      {error && (
        <p id="upload-error" className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="btn" disabled={busy} onClick={() => void submit()}>
        {busy ? 'Uploading…' : 'Upload'}
      </button>
    </div>
  );
}
