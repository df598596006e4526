/**
 * Exactly one image (docs/product/validation-messages.md#image-upload,
 * docs/product/constants.md#upload-limit): a single-file input that uploads at
 * once (POST /api/common/uploadImg, field `file`) and shows a preview. data.code is the stored
 * path the form sends as shop_image; a refused upload alerts the server's msg.
 */
import * as React from 'react';
import { uploadImage } from '../../services/upload';
import { dealerCall } from './use-dealer-live';
import * as formStyles from '../forms/form.module.css';
import * as styles from './dealer.module.css';

export interface ImageUploadProps {
  /** Absolute URL of the current image, for the preview. */
  previewUrl: string | null;
  onUploaded: (path: string, url: string) => void;
  /** Remove the current image (the form then asks for one again). */
  onRemove: () => void;
  /** The file input's id (the form focuses it when no image was uploaded). */
  id?: string;
  /** The failed check's message ("Please upload an image"), shown and describing the input. */
  error?: string | null;
}

export function ImageUpload({ previewUrl, onUploaded, onRemove, id, error }: ImageUploadProps): JSX.Element {
  const [busy, setBusy] = React.useState(false);
  const autoId = React.useId();
  const inputId = id ?? autoId;

  const onChange = async (e: React.ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    if (!file || busy) return;
    setBusy(true);
    try {
      const res = await dealerCall(() => uploadImage(file));
      if (!res) return;
      if (res.code === 1 && res.data?.code) onUploaded(res.data.code, res.data.url);
      else if (res.msg) window.alert(res.msg);
    } catch {
      /* the client showed the server's message as a toast */
    } finally {
      setBusy(false);
      input.value = ''; // choosing the same file again uploads again
    }
  };

  return (
    <div className={styles.upload}>
      <span className={styles.uploadLabel} id={`${inputId}-label`}>
        Shop image <span aria-hidden="true">*</span>
      </span>
      <div className={styles.uploadRow}>
        <div className={styles.preview} aria-live="polite">
          {previewUrl ? <img src={previewUrl} alt="Preview of the shop upload" data-testid="upload-preview" /> : <span>No image</span>}
        </div>
        <label htmlFor={inputId} className={styles.uploadButton} aria-busy={busy}>
          {busy ? 'Uploading…' : previewUrl ? 'Replace image' : 'Upload image'}
        </label>
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          name="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          aria-labelledby={`${inputId}-label`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={onChange}
          disabled={busy}
        />
        {previewUrl && !busy ? (
          <button type="button" className={styles.removeButton} onClick={onRemove}>
            Remove
          </button>
        ) : null}
      </div>
      {error && (
        <p id={`${inputId}-error`} className={formStyles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
