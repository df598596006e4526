// The live site: what visitors get, what is building or waiting, the last failure, and for admins
// the release history with rollback (issue 36; docs/product/editing.md#the-console).
import { useMe } from '../lib/me';
import { LivePanel } from '../live/LivePanel';
import { ReleaseHistory } from '../live/ReleaseHistory';

export function LiveSite() {
  const me = useMe();
  return (
    <>
      <h1>Live site</h1>
      <p className="muted lead">
        What you publish goes live with the next release: the release service builds the site and switches visitors to it in one step, once it has checked it. A
        failed build never reaches visitors.
      </p>
      <div className="card">
        <LivePanel level={2} />
      </div>
      {me.role === 'admin' && (
        <section aria-labelledby="history-h">
          <h2 id="history-h">Release history</h2>
          <p className="muted lead">The last releases are kept: visitors can be switched back to any of them in one step.</p>
          <ReleaseHistory />
        </section>
      )}
    </>
  );
}
