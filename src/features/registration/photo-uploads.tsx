/**
 * 1 to 6 photos of the work, each uploaded as soon as it is chosen, one at a time, with its progress
 * and a Remove button. The form keeps only the ids the server answered (the draft survives a
 * reload with them); the bytes are the server's, shown to this shop only (registration-photo.tsx).
 */
import * as React from 'react';
import { REG_LIMITS } from '../../../contract/registration-rules';
import { uploadRegistrationPhoto } from '../../services/registrations';
import { buttonClassName } from '../../components/ui/button';
import { dealerCall } from '../dealer/use-dealer-live';
import type { DraftPhoto } from './draft';
import { randomId } from './draft';
import { RegistrationPhoto } from './registration-photo';
import * as styles from './registration.module.css';

interface Pending {
  key: string;
  file: File;
  /** the local picture while it uploads */
  preview: string;
  status: 'waiting' | 'uploading' | 'failed';
  progress: number;
  error?: string;
}

export interface PhotoUploadsProps {
  id: string;
  photos: readonly DraftPhoto[];
  onAdd: (photo: DraftPhoto) => void;
  onRemove: (id: string) => void;
  error?: string | null;
}

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';
const UPLOAD_FAILED = 'The upload did not finish: check the connection and try again.';

export function PhotoUploads({ id, photos, onAdd, onRemove, error }: PhotoUploadsProps): JSX.Element {
  const [pending, setPending] = React.useState<Pending[]>([]);
  const [note, setNote] = React.useState('');
  /** local pictures of the photos uploaded in this visit, by id (a reload fetches them from the server) */
  const [local, setLocal] = React.useState<Record<string, string>>({});
  const running = React.useRef(false);
  const queue = React.useRef<Pending[]>([]);
  const alive = React.useRef(true);
  React.useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const patch = (key: string, p: Partial<Pending>) => alive.current && setPending((list) => list.map((x) => (x.key === key ? { ...x, ...p } : x)));

  const run = async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (let item = queue.current.shift(); item; item = queue.current.shift()) {
        const key = item.key;
        patch(key, { status: 'uploading', progress: 0 });
        try {
          const res = await dealerCall(() => uploadRegistrationPhoto(item!.file, (share) => patch(key, { progress: share })));
          if (!res) {
            patch(key, { status: 'failed', error: UPLOAD_FAILED });
          } else if (res.code === 1 && res.data?.id) {
            const done = item;
            onAdd({ id: res.data.id, name: done.file.name });
            if (alive.current) {
              setLocal((m) => ({ ...m, [res.data.id]: done.preview }));
              setPending((list) => list.filter((x) => x.key !== key));
            }
          } else {
            patch(key, { status: 'failed', error: res.msg || UPLOAD_FAILED });
          }
        } catch {
          patch(key, { status: 'failed', error: UPLOAD_FAILED });
        }
      }
    } finally {
      running.current = false;
    }
  };

  const enqueue = (items: Pending[]) => {
    queue.current.push(...items);
    void run();
  };

  const inFlight = pending.filter((p) => p.status !== 'failed').length;
  const room = REG_LIMITS.photosMax - photos.length - inFlight;

  const onChoose = (e: React.ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const files = Array.from(input.files ?? []);
    input.value = ''; // choosing the same file again adds it again
    if (files.length === 0) return;
    const taken = files.slice(0, Math.max(0, room));
    setNote(taken.length < files.length ? `At most ${REG_LIMITS.photosMax} photos: ${files.length - taken.length} of those chosen were left out.` : '');
    const items = taken.map((file): Pending => ({ key: randomId(6), file, preview: URL.createObjectURL(file), status: 'waiting', progress: 0 }));
    setPending((list) => [...list, ...items]);
    enqueue(items);
  };

  const retry = (p: Pending) => {
    patch(p.key, { status: 'waiting', progress: 0, error: undefined });
    enqueue([{ ...p, status: 'waiting' }]);
  };

  const drop = (p: Pending) => {
    queue.current = queue.current.filter((x) => x.key !== p.key);
    URL.revokeObjectURL(p.preview);
    setPending((list) => list.filter((x) => x.key !== p.key));
  };

  const removeDone = (photoId: string) => {
    const url = local[photoId];
    if (url) URL.revokeObjectURL(url);
    onRemove(photoId);
  };

  const errorId = `${id}-error`;
  const total = photos.length + pending.length;
  return (
    <fieldset className={styles.photos} aria-describedby={[`${id}-hint`, error ? errorId : ''].filter(Boolean).join(' ')} tabIndex={-1} id={`${id}-set`}>
      <legend className={styles.legend}>
        Photos <span aria-hidden="true">*</span>
      </legend>
      <p id={`${id}-hint`} className={styles.note}>
        {REG_LIMITS.photosMin} to {REG_LIMITS.photosMax} photos of the work (JPEG, PNG, WebP or GIF). Each uploads as soon as it is chosen.
      </p>
      {total > 0 ? (
        <ul className={styles.photoList} role="list" aria-label="Photos">
          {photos.map((p, i) => (
            <li key={p.id} className={styles.photo} data-testid="photo">
              <RegistrationPhoto id={p.id} localUrl={local[p.id]} alt={`Photo ${i + 1}: ${p.name || 'uploaded'}`} />
              <span className={styles.photoName}>{p.name || `Photo ${i + 1}`}</span>
              <span className={styles.photoState}>Uploaded</span>
              <button type="button" className={styles.textButton} onClick={() => removeDone(p.id)}>
                Remove <span className="visually-hidden">{p.name || `photo ${i + 1}`}</span>
              </button>
            </li>
          ))}
          {pending.map((p) => (
            <li key={p.key} className={styles.photo} data-testid="photo" data-status={p.status}>
              <img src={p.preview} alt={`${p.file.name} (uploading)`} className={styles.thumb} />
              <span className={styles.photoName}>{p.file.name}</span>
              {p.status === 'failed' ? (
                <>
                  <span className={styles.error} role="alert">
                    {p.error}
                  </span>
                  <button type="button" className={styles.textButton} onClick={() => retry(p)}>
                    Try again <span className="visually-hidden">{p.file.name}</span>
                  </button>
                </>
              ) : (
                <span className={styles.photoState}>
                  <progress max={1} value={p.progress} aria-label={`Uploading ${p.file.name}`} className={styles.progress} />
                  <span aria-hidden="true">{p.status === 'waiting' ? 'Waiting…' : `${Math.round(p.progress * 100)}%`}</span>
                </span>
              )}
              <button type="button" className={styles.textButton} onClick={() => drop(p)}>
                Remove <span className="visually-hidden">{p.file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.photoAdd}>
        <input
          id={id}
          className="visually-hidden"
          type="file"
          name="file"
          multiple
          accept={ACCEPT}
          disabled={room <= 0}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, error ? errorId : ''].filter(Boolean).join(' ')}
          onChange={onChoose}
        />
        <label
          htmlFor={id}
          className={buttonClassName({ variant: 'secondary', size: 'sm', className: styles.photoButton })}
          data-disabled={room <= 0 ? true : undefined}
        >
          {photos.length + inFlight === 0 ? 'Add photos' : room > 0 ? 'Add more photos' : `${REG_LIMITS.photosMax} photos: the most`}
        </label>
      </div>
      <p className={styles.note} role="status">
        {note || (inFlight > 0 ? `Uploading ${inFlight} photo${inFlight > 1 ? 's' : ''}…` : '')}
      </p>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
