// Someone saved this item since it was opened: their version and mine side by side, field by
// field, then reload theirs or overwrite knowingly. Mine stays in the form (and the browser)
// until the editor chooses.
import type { EditorDoc } from '../lib/types';
import { Dialog } from '../ui/Dialog';
import { sameData } from './local-draft';
import { when } from '../ui/StateBadge';
import { TableWrap } from '../ui/TableWrap';

const show = (v: unknown) => (v === undefined || v === null ? '(empty)' : typeof v === 'string' ? v : JSON.stringify(v, null, 1));

export function ConflictDialog({
  theirs,
  mine,
  onReload,
  onOverwrite,
  onClose,
}: {
  theirs: EditorDoc | null;
  mine: Record<string, unknown>;
  onReload: () => void;
  onOverwrite: () => void;
  onClose: () => void;
}) {
  const fields = theirs ? [...new Set([...Object.keys(theirs.data), ...Object.keys(mine)])].filter((f) => !sameData(theirs.data[f], mine[f])) : [];
  return (
    <Dialog open={!!theirs} title="Someone else saved this meanwhile" onClose={onClose} wide>
      {theirs && (
        <>
          <p>
            {theirs.updated_by} saved version {theirs.version} at {when(theirs.updated_at)}. Your changes are not saved yet and are kept in this browser.
            Compare, then choose.
          </p>
          {fields.length === 0 ? (
            <p>Their version and yours have the same content.</p>
          ) : (
            <TableWrap label={'Fields that differ'}>
              <table className="diff">
                <caption className="visually-hidden">Fields that differ</caption>
                <thead>
                  <tr>
                    <th scope="col">Field</th>
                    <th scope="col">Theirs (saved)</th>
                    <th scope="col">Mine (not saved)</th>
                  </tr>
                </thead>
                <tbody>
                  {fields.map((f) => (
                    <tr key={f}>
                      <th scope="row">{f}</th>
                      <td className="theirs">{show(theirs.data[f])}</td>
                      <td className="mine">{show(mine[f])}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
          )}
          <div className="row-actions">
            <button type="button" className="btn" onClick={onReload}>
              Reload theirs (drop mine)
            </button>
            <button type="button" className="btn btn-danger" onClick={onOverwrite}>
              Overwrite with mine
            </button>
            <button type="button" className="btn btn-quiet" onClick={onClose}>
              Keep editing
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
