// A set-password link shown this once: the CMS keeps only its hash, so closing the dialog loses it
// for good (a new link can be made, which ends this one). Copy puts it on the clipboard; where the
// browser refuses that (a page not served over https), the field is selected for Ctrl/Cmd+C.
import { useRef, useState } from 'react';
import type { ShownLink } from '../lib/types';
import { when } from '../ui/StateBadge';

export function ShownLinkView({ shown, username, onDone }: { shown: ShownLink; username: string; onDone: () => void }) {
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'' | 'copied' | 'select'>('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shown.link);
      setCopied('copied');
    } catch {
      field.current?.select();
      setCopied('select');
    }
  };
  return (
    <>
      <div className="note note-warn">
        <p className="strong">Shown only this once.</p>
        <p>
          Copy it now and give it to {username} yourself. It works once, until {when(shown.expires_at)}; a new link ends this one.
        </p>
      </div>
      <div className="field">
        <label htmlFor="shown-link">Set-password link</label>
        <div className="copy-row">
          <input ref={field} id="shown-link" className="mono" readOnly value={shown.link} onFocus={(e) => e.currentTarget.select()} />
          <button type="button" className="btn btn-primary" onClick={() => void copy()}>
            Copy link
          </button>
        </div>
        <p className="muted small shown-status" role="status">
          {copied === 'copied'
            ? 'Copied to the clipboard.'
            : copied === 'select'
              ? 'The browser did not allow copying: the link is selected, press Ctrl+C (Cmd+C).'
              : ''}
        </p>
      </div>
      <div className="row-actions">
        <button type="button" className="btn" onClick={onDone}>
          Done
        </button>
      </div>
    </>
  );
}
