// The live site's state as editors read it (issue 36, "Editors see the live site's state"): the
// release visitors get and what it brought, a build in progress with its step and elapsed time, the
// publishes waiting, the last failure with the end of its log, a warning when no release service
// runs, and after a rollback the publishes it took back with "Build now". Props only: LivePanel
// feeds it, the unit tests render each state.
import type { LiveState } from '../lib/types';
import { when } from '../lib/time';
import { PublishList } from './PublishList';
import { LogTail } from './LogTail';
import { heldOf, pendingOf } from './calls';
import { buildTime, byWords, duration } from './words';

export type Tone = 'ok' | 'busy' | 'warn' | 'error';

/** One line that says how things stand, first thing on the panel. */
export function summaryOf(s: LiveState): { tone: Tone; text: string } {
  if (!s.service) return { tone: 'error', text: 'No release service is running: nothing will go live' };
  if (s.building) return { tone: 'busy', text: 'Building a new release' };
  if (s.last_failure) return { tone: 'error', text: 'The last build failed: the live site is unchanged' };
  if (pendingOf(s).length) return { tone: 'busy', text: 'Changes are waiting to go live' };
  if (heldOf(s).length) return { tone: 'warn', text: 'Some publishes are not live since a rollback' };
  if (!s.live) return { tone: 'warn', text: 'Nothing has gone live yet' };
  return { tone: 'ok', text: 'Everything published is live' };
}

export interface LiveStateViewProps {
  state: LiveState;
  /** the clock (ms), ticking while a build runs */
  now: number;
  /** headings of the panel's parts: h2 on the Live site screen, h3 inside the home screen's panel */
  level: 2 | 3;
  onBuildNow: () => void;
  /** a "Build now" is on its way */
  asking: boolean;
}

export function LiveStateView({ state: s, now, level, onBuildNow, asking }: LiveStateViewProps) {
  const H = level === 2 ? 'h2' : 'h3';
  // the home screen's panel is a glance: shorter lists, the rest a click away
  const first = level === 2 ? 6 : 3;
  const summary = summaryOf(s);
  const building = s.building;
  const inBuild = building ? pendingOf(s).filter((p) => p.seq <= building.seq) : [];
  const queued = pendingOf(s).filter((p) => !building || p.seq > building.seq);
  const held = heldOf(s);
  const lastTook = s.live ? buildTime(s.live.release) : null;
  const buildNow = (label: string) => (
    <button type="button" className="btn" onClick={onBuildNow} disabled={asking}>
      {asking ? 'Asking for a new release…' : label}
    </button>
  );

  return (
    <div className="live-panel">
      {s.service ? (
        <p className={`live-summary tone-${summary.tone}`}>
          <span className="dot" aria-hidden="true" />
          {summary.text}
        </p>
      ) : (
        // no service renewed the lease lately: this is the summary, and it comes first
        <div className="note note-error">
          <p className="strong">{summary.text}.</p>
          <p>
            Publishing still works in the console and the CMS, but visitors keep getting the current release until a release service runs again. Ask whoever
            runs the site to start it; it picks up every publish made meanwhile.
          </p>
        </div>
      )}

      <section className="live-block" aria-labelledby="live-now-h">
        <H id="live-now-h">What visitors get</H>
        {s.live ? (
          <>
            <p>
              The release that went live {s.live.release.finished_at ? when(s.live.release.finished_at) : 'earlier'}
              {s.live.release.rolled_back_by ? `, through a rollback by ${byWords(s.live.release.rolled_back_by)}` : ''}.
              {lastTook !== null && <span className="muted"> It took {duration(lastTook)} to build.</span>}
            </p>
            {s.live.publishes.length ? (
              <PublishList first={first} entries={s.live.publishes} label="What this release brought" />
            ) : (
              <p className="muted">It brought no new publishes.</p>
            )}
          </>
        ) : (
          <p className="muted">No release has gone live yet: the first build releases everything published.</p>
        )}
      </section>

      {building && (
        <section className="live-block" aria-labelledby="live-build-h">
          <H id="live-build-h">Building now</H>
          <dl className="facts">
            <div>
              <dt>Step</dt>
              <dd>{building.step ?? 'Starting'}</dd>
            </div>
            <div>
              <dt>Running for</dt>
              <dd className="tabular">{duration(now - Date.parse(building.started_at))}</dd>
            </div>
            {lastTook !== null && (
              <div>
                <dt>The last build took</dt>
                <dd className="tabular">{duration(lastTook)}</dd>
              </div>
            )}
          </dl>
          {inBuild.length > 0 && <PublishList first={first} entries={inBuild} label="In this build" />}
        </section>
      )}

      {queued.length > 0 && (
        <section className="live-block" aria-labelledby="live-queue-h">
          <H id="live-queue-h">Waiting to go live ({queued.length})</H>
          <p className="muted">{building ? 'They go live with the build after this one, all together.' : 'The next build releases them, all together.'}</p>
          <PublishList first={first} entries={queued} label="Waiting to go live" />
        </section>
      )}

      {s.last_failure && (
        <section className="live-block" aria-labelledby="live-failure-h">
          <H id="live-failure-h">The last build failed</H>
          <div className="note note-error">
            <p>
              It stopped at the step <span className="strong">{s.last_failure.step ?? 'unknown'}</span>
              {s.last_failure.finished_at ? `, ${when(s.last_failure.finished_at)}` : ''}. Visitors still get the release before it: nothing broken reached
              them. The release service tries again by itself, waiting longer each time.
            </p>
          </div>
          {s.last_failure.log_tail ? <LogTail log={s.last_failure.log_tail} /> : <p className="muted">The build left no log.</p>}
          <div className="row-actions">{buildNow('Try again now')}</div>
        </section>
      )}

      {held.length > 0 && (
        <section className="live-block" aria-labelledby="live-held-h">
          <H id="live-held-h">Not live since the rollback ({held.length})</H>
          <p>
            A rollback took these publishes back. They stay off the live site until someone publishes again or asks for a new release here: it releases the
            current content, these included.
          </p>
          <PublishList first={first} entries={held} label="Not live since the rollback" />
          <div className="row-actions">{buildNow('Build now')}</div>
        </section>
      )}
    </div>
  );
}
