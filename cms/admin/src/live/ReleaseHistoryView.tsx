// Admins: the releases, newest first, each with its state, when it went live and how long it took;
// a kept one can be rolled back to, after a dialog that names it and its time; the result is
// shown, a refusal in the CMS's own words. Props only: ReleaseHistory feeds it.
import { useState } from 'react';
import type { ReleaseRecord } from '../lib/types';
import { when } from '../lib/time';
import { DataTable } from '../ui/DataTable';
import { Dialog } from '../ui/Dialog';
import { useAnnounce } from '../ui/announce';
import { buildTime, byWords, duration, releaseNote, releaseStateWords } from './words';

/** The newest releases shown at first; the kept ones are among them (the service keeps the last few). */
const FIRST = 10;

/** When a release went live (or failed, or started), to the second: how a person tells releases apart. */
const releaseTime = (r: ReleaseRecord) => when(r.finished_at ?? r.started_at, { seconds: true });
export const releaseName = (r: ReleaseRecord) => `the release of ${releaseTime(r)}`;

export function ReleaseHistoryView({ rows, onRollBack }: { rows: ReleaseRecord[]; onRollBack: (r: ReleaseRecord) => Promise<void> }) {
  const say = useAnnounce();
  const [asked, setAsked] = useState<ReleaseRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [all, setAll] = useState(false);
  const live = rows.find((r) => r.state === 'live');
  const shown = all ? rows : rows.slice(0, FIRST);

  const confirm = async () => {
    const r = asked;
    if (!r) return;
    setAsked(null);
    setBusy(true);
    setResult(null);
    try {
      await onRollBack(r);
      const msg = `Rollback asked for: visitors get ${releaseName(r)} again as soon as the release service switches to it, within seconds. The live site’s state above says when.`;
      setResult({ ok: true, text: msg });
      say(msg);
    } catch (err) {
      setResult({ ok: false, text: `Not rolled back: ${(err as Error).message}` });
    } finally {
      setBusy(false);
    }
  };

  if (!rows.length) return <p className="muted">No build has run yet.</p>;
  return (
    <>
      {result && (
        <div className={`note ${result.ok ? 'note-ok' : 'note-error'}`} role={result.ok ? undefined : 'alert'}>
          <p>{result.text}</p>
        </div>
      )}
      <div className="release-history">
        <DataTable
          label="Releases, newest first"
          rows={shown}
          rowKey={(r) => r.id}
          columns={[
            {
              head: 'Release',
              cell: (r) => (
                <div className="stack">
                  <span className="strong">{releaseTime(r)}</span>
                  {releaseNote(r) && <span className="small">{releaseNote(r)}</span>}
                  <span className="mono muted small">{r.id}</span>
                </div>
              ),
            },
            {
              head: 'State',
              cell: (r) => (
                <div className="stack">
                  <span className={`badge badge-release-${r.state}`}>{releaseStateWords(r.state)}</span>
                  {r.rolled_back_by && <span className="muted small">Rollback by {byWords(r.rolled_back_by)}</span>}
                  {r.state === 'failed' && r.step && <span className="muted small">Failed at: {r.step}</span>}
                </div>
              ),
            },
            {
              head: 'Build time',
              className: 'col-num',
              cell: (r) => {
                const ms = buildTime(r);
                return (
                  <>
                    <span className="cell-label muted">Build time: </span>
                    {ms === null ? '–' : duration(ms)}
                  </>
                );
              },
            },
            {
              head: 'Actions',
              cell: (r) =>
                r.state === 'kept' ? (
                  <button type="button" className="btn btn-small" disabled={busy} onClick={() => setAsked(r)}>
                    Roll back to this release<span className="visually-hidden"> ({releaseTime(r)})</span>
                  </button>
                ) : (
                  <span className="muted dash">–</span>
                ),
            },
          ]}
        />
        {rows.length > FIRST && (
          <button type="button" className="btn btn-quiet btn-small" aria-expanded={all} onClick={() => setAll((a) => !a)}>
            {all ? `Show the newest ${FIRST} only` : `Show all ${rows.length} releases`}
          </button>
        )}
      </div>

      <Dialog open={asked !== null} title="Roll back the live site?" onClose={() => setAsked(null)}>
        {asked && (
          <>
            <p>
              Visitors get <span className="strong">{releaseName(asked)}</span> (<span className="mono">{asked.id}</span>) again within seconds
              {live ? `, instead of ${releaseName(live)}` : ''}.
            </p>
            <p>
              What was published after it is taken off the live site and stays off until someone publishes again or asks for a new release on this screen. The
              rollback is recorded in the audit log.
            </p>
            <div className="row-actions">
              <button type="button" className="btn btn-danger" onClick={() => void confirm()}>
                Roll back
              </button>
              <button type="button" className="btn" onClick={() => setAsked(null)}>
                Cancel
              </button>
            </div>
          </>
        )}
      </Dialog>
    </>
  );
}
