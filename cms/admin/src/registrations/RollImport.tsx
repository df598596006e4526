// Import rolls from a CSV file (header `serial,product_id,length_m,shop_id`). The CMS checks every
// row first and imports all or none: a refusal lists each refused line with what is wrong and the
// line as the file has it, so it can be fixed and the same file chosen again.
import { useId, useRef, useState } from 'react';
import { ApiError, call, type FieldError } from '../lib/api';
import { regPaths } from '../lib/registration-paths';

const HEADER = 'serial,product_id,length_m,shop_id';

interface Refused {
  message: string;
  rows: { line: number | null; message: string; text: string }[];
}

/** the file's text (FileReader: every browser, and jsdom, which has no Blob.text) */
const readText = (f: Blob) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(new Error('The file could not be read: choose it again.'));
    r.readAsText(f);
  });

const lineOf = (path: string) => {
  const m = /^\/rows\/(\d+)$/.exec(path);
  return m ? Number(m[1]) : null;
};

export function RollImport({ onImported, onCancel }: { onImported: (summary: string) => void; onCancel: () => void }) {
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<Refused | null>(null);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setRefused(null);
    const f = file.current?.files?.[0];
    if (!f) return setRefused({ message: 'Choose a CSV file to import.', rows: [] });
    let text: string;
    try {
      text = await readText(f);
    } catch (err) {
      return setRefused({ message: (err as Error).message, rows: [] });
    }
    const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
    setBusy(true);
    try {
      const { data } = await call<{ imported: number }>('POST', regPaths.rollsImport, new Blob([text], { type: 'text/csv' }));
      onImported(`${data.imported} ${data.imported === 1 ? 'roll' : 'rolls'} imported from ${f.name}.`);
    } catch (err) {
      const errors: FieldError[] = err instanceof ApiError ? err.fieldErrors : [];
      setRefused({
        message: (err as Error).message,
        rows: errors.map((x) => {
          const line = lineOf(x.path);
          return { line, message: x.message.replace(/^Line \d+: /, ''), text: line ? (lines[line - 1] ?? '') : '' };
        }),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <p className="field-help import-help">
        The first line must be <code className="mono">{HEADER}</code>; one roll a line. Leave <span className="mono">shop_id</span> empty for a roll in stock.
        Every line is checked first: if one is refused, nothing is imported.
      </p>
      <div className="field">
        <label htmlFor={`${id}-file`}>CSV file</label>
        <input id={`${id}-file`} ref={file} type="file" accept=".csv,text/csv,text/plain" aria-describedby={refused ? `${id}-refused` : undefined} />
      </div>
      {refused && (
        <div id={`${id}-refused`} className="note note-error" role="alert">
          <p className="strong">{refused.message}</p>
          {refused.rows.length > 0 && (
            <ul className="refusals">
              {refused.rows.map((r, i) => (
                <li key={i}>
                  <span className="strong">{r.line ? `Line ${r.line}` : 'The file'}:</span> {r.message}
                  {r.text && <code className="mono refused-line">{r.text}</code>}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="row-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Importing…' : 'Import rolls'}
        </button>
        <button type="button" className="btn" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
