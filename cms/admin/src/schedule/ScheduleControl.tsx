// The Schedule panel of an edit form (docs/product/scheduling.md), without its calls: the pending
// and failed schedules of the item, each with its time in the brand's zone, the revision it
// publishes and Cancel; a warning with "Move to the newest draft" when the draft moved on; and a
// form to set one: publish or unpublish, and when, with the product's date-time control.
import { useState } from 'react';
import type { Schedule } from '../lib/types';
import { DateTimeField } from '../form/DateTimeField';
import { FormField } from '../ui/FormField';
import { getBrandZone, when } from '../lib/time';

export interface ScheduleSet {
  action: 'publish' | 'unpublish';
  /** UTC, ISO 8601 with its offset (Z) */
  at: string;
  /** the zone the editor picked the time in: the brand's */
  time_zone: string;
}

export interface ScheduleControlProps {
  /** the item's schedules as GET …/schedule answers them */
  schedules: Schedule[];
  /** items may be unpublished; singleton pages may not */
  canUnpublish: boolean;
  /** the form has input not saved yet (a schedule publishes saved revisions only) */
  dirty: boolean;
  busy: boolean;
  /** the CMS's refusal, by the field it names */
  errors: { at?: string; action?: string };
  onSet: (req: ScheduleSet) => void;
  onCancel: (s: Schedule) => void;
  onMove: (s: Schedule) => void;
}

const VERB = { publish: 'publish', unpublish: 'unpublish' } as const;

/** A stored UTC stamp ("2026-12-01 08:00:00", what DateTimeField keeps) as an instant the CMS reads. */
export const stampToIso = (stamp: string) => `${stamp.trim().replace(' ', 'T')}Z`;

/** The open ones, as the panel lists them: pending first (soonest first), then failed. */
export const openOf = (schedules: Schedule[]) => [
  ...schedules.filter((s) => s.state === 'pending').sort((a, b) => a.at.localeCompare(b.at)),
  ...newestFailed(schedules),
];

/** Failed ones no later schedule of the same action replaced. */
function newestFailed(schedules: Schedule[]) {
  const byAction = new Map<string, Schedule>();
  for (const s of [...schedules].sort((a, b) => b.id - a.id)) if (!byAction.has(s.action)) byAction.set(s.action, s);
  return [...byAction.values()].filter((s) => s.state === 'failed');
}

export function ScheduleControl({ schedules, canUnpublish, dirty, busy, errors, onSet, onCancel, onMove }: ScheduleControlProps) {
  const [action, setAction] = useState<'publish' | 'unpublish'>('publish');
  const [stamp, setStamp] = useState('');
  const [missing, setMissing] = useState(false);
  const open = openOf(schedules);
  const atError = (missing && !stamp ? 'Choose the date and time.' : undefined) ?? errors.at;
  return (
    <section className="card schedule" aria-labelledby="schedule-h">
      <h2 id="schedule-h">Schedule</h2>
      {open.length === 0 && <p className="muted">Nothing is scheduled.</p>}
      {open.length > 0 && (
        <ul role="list" className="schedule-list">
          {open.map((s) => (
            <li key={s.id}>
              {s.state === 'pending' ? (
                <p>
                  <strong>{s.action === 'publish' ? 'Publishes' : 'Unpublishes'}</strong> on {when(s.at)}
                  {s.revision !== null ? ` (revision ${s.revision})` : ''}. Set by {s.by}.
                </p>
              ) : (
                <div className="note note-error">
                  <p>
                    The scheduled {VERB[s.action]} for {when(s.at)} did not happen: {s.error ?? 'no reason was given'}
                  </p>
                </div>
              )}
              {s.draft_newer && (
                <div className="note note-warn">
                  <p>
                    The draft has changed since this was set: it will publish revision {s.revision}, not your newest draft (revision {s.newest_draft}).
                  </p>
                  <button type="button" className="btn btn-small" disabled={busy} onClick={() => onMove(s)}>
                    Move to the newest draft
                  </button>
                </div>
              )}
              <button type="button" className="btn btn-small btn-quiet" disabled={busy} onClick={() => onCancel(s)}>
                {s.state === 'pending' ? 'Cancel' : 'Dismiss'}
                <span className="visually-hidden">
                  {' '}
                  the scheduled {VERB[s.action]} for {when(s.at)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        aria-label="Set a schedule"
        onSubmit={(e) => {
          e.preventDefault();
          if (!stamp) return setMissing(true);
          onSet({ action, at: stampToIso(stamp), time_zone: getBrandZone() });
        }}
      >
        {canUnpublish && (
          <fieldset className="group" aria-describedby={errors.action ? 'schedule-action-error' : undefined}>
            <legend>What should happen</legend>
            <div className="checks">
              {(['publish', 'unpublish'] as const).map((a) => (
                <label key={a} className="check">
                  <input type="radio" name="schedule-action" value={a} checked={action === a} onChange={() => setAction(a)} />
                  {a === 'publish' ? 'Publish' : 'Unpublish'}
                </label>
              ))}
            </div>
            {errors.action && (
              <p id="schedule-action-error" className="field-error">
                {errors.action}
              </p>
            )}
          </fieldset>
        )}
        {!canUnpublish && errors.action && <p className="field-error">{errors.action}</p>}
        <FormField
          id="schedule-at"
          label={action === 'publish' ? 'Publish on' : 'Unpublish on'}
          hint={
            action === 'publish'
              ? 'It publishes the draft as saved now. Drafts you save later wait until you move the schedule to them.'
              : 'The site stops showing it at that time.'
          }
          error={atError}
        >
          {(a) => (
            <DateTimeField
              id={a.id}
              value={stamp}
              onChange={(v) => setStamp(typeof v === 'string' ? v : '')}
              invalid={!!a['aria-invalid']}
              describedBy={a['aria-describedby']}
            />
          )}
        </FormField>
        {dirty && action === 'publish' && <p className="muted small">You have unsaved changes: save the draft first if the schedule should publish them.</p>}
        <button type="submit" className="btn" disabled={busy}>
          {open.some((s) => s.state === 'pending' && s.action === action) ? `Change the scheduled ${VERB[action]}` : `Schedule ${VERB[action]}`}
        </button>
      </form>
    </section>
  );
}
