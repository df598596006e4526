// One item's or page's state on the live site, in the editor beside Publish (issue 36): "Going
// live…" with how far the build is (and that a change every page shows rebuilds every page), then
// "Live" with a link to its page there (or to the list that shows it); "Held back by a rollback"; nothing for a draft (its status
// region stays, empty, so that a publish's "Going live…" is spoken). Props only:
// ItemLive feeds it, the unit tests render each state.
import { Link } from 'react-router';
import type { ItemLiveState, LiveState } from '../lib/types';
import { buildTime, duration } from './words';

export interface ItemLiveViewProps {
  item: ItemLiveState;
  /** the site's state, while the item is going live (for the progress hint) */
  site?: LiveState;
  now: number;
  /** the item was unpublished: its release takes it off the site rather than putting it on */
  withdrawn?: boolean;
}

/** How far its release is, in words. */
function progress(site: LiveState | undefined, now: number): string {
  if (!site) return 'Waiting for the next build.';
  if (!site.service) return 'No release service is running: nothing goes live until one runs again.';
  const last = site.live ? buildTime(site.live.release) : null;
  const usual = last !== null ? ` A build took ${duration(last)} last time.` : '';
  if (site.building) return `Building: ${site.building.step ?? 'starting'}, ${duration(now - Date.parse(site.building.started_at))} so far.${usual}`;
  if (site.last_failure) return 'The last build failed; the release service tries again by itself. The Live site screen shows why.';
  return `Waiting for the next build.${usual}`;
}

const WORDS: Record<ItemLiveState['state'], string> = {
  'going-live': 'Going live…',
  live: 'Live',
  held: 'Held back by a rollback',
  draft: '',
};

export function ItemLiveView({ item, site, now, withdrawn = false }: ItemLiveViewProps) {
  const words = withdrawn && item.state === 'going-live' ? 'Coming off the live site…' : WORDS[item.state];
  return (
    <div className={`live-line is-${item.state}`} role="group" aria-label="On the live site">
      {/* only the state is spoken as it changes (the elapsed time beside it ticks every second) */}
      <span className="live-state" role="status">
        {words && <span className="dot" aria-hidden="true" />}
        {words}
      </span>
      {item.state === 'going-live' && (
        <span className="muted small">
          {progress(site, now)}
          {item.reaches_every_page ? ' This change shows on every page, so the release rebuilds every page and takes longer.' : ''}
        </span>
      )}
      {item.state === 'live' &&
        (item.url ? (
          <a href={item.url} target="_blank" rel="noopener noreferrer">
            {item.own_page ? 'View on the live site' : 'View the page that shows it'}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : (
          <span className="muted small">It has no page of its own: the pages that show it are live.</span>
        ))}
      {item.state === 'held' && (
        <span className="muted small">
          The live site shows an earlier version. It goes live with the next publish or a new release on the <Link to="/live">Live site</Link> screen.
        </span>
      )}
    </div>
  );
}
