// The console's view of the live site (issue 36, "Editors see the live site's state", "Rollback",
// "Failures never reach visitors"): each state the CMS can answer (contract/releases.ts) shown in
// a person's words with times in the brand's zone, the item editor's "Going live…" / "Live" line,
// and the admins' rollback with its confirmation; axe on each.
import type { ReactElement } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { MemoryRouter } from 'react-router';
import { releasePaths } from '../../contract/releases';
import type { LiveState } from '../../contract/releases';
import { LIVE_PATHS, busyLive } from '../../cms/admin/src/live/calls';
import { LiveStateView } from '../../cms/admin/src/live/LiveStateView';
import { ItemLiveView } from '../../cms/admin/src/live/ItemLiveView';
import { ReleaseHistoryView } from '../../cms/admin/src/live/ReleaseHistoryView';
import { useNow } from '../../cms/admin/src/live/use-now';
import { ApiError } from '../../cms/admin/src/lib/api';
import { setBrandZone } from '../../cms/admin/src/lib/time';
import { NOW, afterRollback, allLive, building, entry, failed, history, item, noService, release } from './support/live-states';

beforeAll(() => {
  setBrandZone('Europe/Berlin');
  // jsdom has no modal dialogs: open and close them as the browser would, without the top layer
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});

const inRouter = (ui: ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

function Panel({
  state,
  now = NOW,
  onBuildNow = () => undefined,
  asking = false,
}: {
  state: LiveState;
  now?: number;
  onBuildNow?: () => void;
  asking?: boolean;
}) {
  return <LiveStateView state={state} now={now} level={2} onBuildNow={onBuildNow} asking={asking} />;
}

test('the console calls the paths the contract names', () => {
  expect(LIVE_PATHS.live).toBe(releasePaths.live);
  expect(LIVE_PATHS.history).toBe(releasePaths.history);
  expect(LIVE_PATHS.rollback).toBe(releasePaths.rollback);
  expect(LIVE_PATHS.rebuild).toBe(releasePaths.rebuild);
  expect(LIVE_PATHS.itemLive('blogs', 12)).toBe(releasePaths.itemLive('blogs', 12));
  expect(LIVE_PATHS.itemLive('page', 'site')).toBe(releasePaths.itemLive('page', 'site'));
});

test('asks often only while something builds or waits to go live (not for what a rollback holds, nor without a release service)', () => {
  expect(busyLive(undefined)).toBe(false);
  expect(busyLive(allLive)).toBe(false);
  expect(busyLive(building)).toBe(true);
  expect(busyLive(failed)).toBe(true);
  expect(busyLive(afterRollback)).toBe(false);
  // publishes wait, but no release service will take them soon
  expect(busyLive(noService)).toBe(false);
});

test('everything live: the release visitors get, when it went live, and what it brought, by whom, in the brand zone', async () => {
  const { container } = inRouter(<Panel state={allLive} />);
  expect(screen.getByText('Everything published is live')).toBeInTheDocument();
  const now = screen.getByRole('region', { name: 'What visitors get' });
  expect(now).toHaveTextContent('The release that went live 28 Nov 2026, 10:15 CET.');
  expect(now).toHaveTextContent('It took 13 s to build.');
  const brought = within(now).getAllByRole('listitem');
  expect(brought.map((li) => li.textContent)).toEqual([
    'Winter care for matte filmBlog postsPublished28 Nov 2026, 10:14 CET by anna',
    'SitePagesPublished28 Nov 2026, 10:14 CET by the schedule',
  ]);
  expect(within(brought[0]).getByRole('link', { name: 'Winter care for matte film' })).toHaveAttribute('href', '/items/blogs/11');
  expect(within(brought[1]).getByRole('link', { name: 'Site' })).toHaveAttribute('href', '/pages/site');
  expect(screen.queryByRole('button')).toBeNull();
  expect(await axe(container)).toHaveNoViolations();
});

test('a build in progress: its step, how long it has run (ticking), what it carries and what waits for the next one', async () => {
  const { container, rerender } = inRouter(<Panel state={building} />);
  expect(screen.getByText('Building a new release')).toBeInTheDocument();
  const build = screen.getByRole('region', { name: 'Building now' });
  expect(build).toHaveTextContent('StepBuild pages');
  expect(build).toHaveTextContent('Running for42 s');
  expect(build).toHaveTextContent('The last build took13 s');
  expect(within(build).getByRole('list', { name: 'In this build' })).toHaveTextContent(/New PPF range.*Crystal Gloss 8\.5/);
  const queue = screen.getByRole('region', { name: 'Waiting to go live (1)' });
  expect(queue).toHaveTextContent('They go live with the build after this one, all together.');
  expect(within(queue).getAllByRole('listitem')).toHaveLength(1);
  expect(queue).toHaveTextContent('Dealer day in Munich');
  rerender(
    <MemoryRouter>
      <Panel state={building} now={NOW + 65_000} />
    </MemoryRouter>,
  );
  expect(build).toHaveTextContent('Running for1 min 47 s');
  expect(await axe(container)).toHaveNoViolations();
});

test('the clock ticks every second while asked to, and stands still otherwise', () => {
  jest.useFakeTimers({ now: NOW });
  function Clock({ ticking }: { ticking: boolean }) {
    return <output>{useNow(ticking) - NOW}</output>;
  }
  try {
    const { rerender } = render(<Clock ticking />);
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByRole('status')).toHaveTextContent('3000');
    rerender(<Clock ticking={false} />);
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('status')).toHaveTextContent('3000');
  } finally {
    jest.useRealTimers();
  }
});

test('a failed build: the failing step, that visitors are unaffected, the end of its log, and a retry', async () => {
  const asked = jest.fn();
  const { container } = inRouter(<Panel state={failed} onBuildNow={asked} />);
  expect(screen.getByText('The last build failed: the live site is unchanged')).toBeInTheDocument();
  const failure = screen.getByRole('region', { name: 'The last build failed' });
  expect(failure).toHaveTextContent('It stopped at the step Build pages, 28 Nov 2026, 11:11 CET. Visitors still get the release before it');
  const log = within(failure).getByRole('region', { name: 'End of the build log' });
  expect(log.tagName).toBe('PRE');
  expect(log).toHaveClass('log-tail');
  expect(log).toHaveAttribute('tabindex', '0');
  expect(log.textContent).toMatch(/Cannot query field "goods_name"\.$/);
  await userEvent.click(within(failure).getByRole('button', { name: 'Try again now' }));
  expect(asked).toHaveBeenCalledTimes(1);
  expect(await axe(container)).toHaveNoViolations();
});

test('no release service: it says that nothing will go live, first', async () => {
  const { container } = inRouter(<Panel state={noService} />);
  const first = container.querySelector('.live-panel')!.firstElementChild;
  expect(first).toHaveTextContent(/^No release service is running: nothing will go live\.Publishing still works/);
  expect(container.querySelector('.live-summary')).toBeNull();
  const waiting = screen.getByRole('region', { name: 'Waiting to go live (2)' });
  expect(waiting).toHaveTextContent('The next build releases them');
  // a "Build now" is named as the CMS names it, releases the whole site, and links to no item
  const rebuild = within(waiting).getAllByRole('listitem')[1];
  expect(rebuild).toHaveTextContent('Build nowWhole site28 Nov 2026, 10:14 CET by anna');
  expect(within(rebuild).queryByRole('link')).toBeNull();
  expect(await axe(container)).toHaveNoViolations();
});

test('after a rollback: the release went live through it, the publishes it took back, and "Build now"', async () => {
  const asked = jest.fn();
  const { container, rerender } = inRouter(<Panel state={afterRollback} onBuildNow={asked} />);
  expect(screen.getByText('Some publishes are not live since a rollback')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'What visitors get' })).toHaveTextContent(
    'The release that went live 27 Nov 2026, 17:00 CET, through a rollback by admin.',
  );
  expect(screen.queryByRole('region', { name: /Waiting to go live/ })).toBeNull();
  const held = screen.getByRole('region', { name: 'Not live since the rollback (2)' });
  expect(
    within(held)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('a, .strong')?.textContent),
  ).toEqual(['Broken post', 'New PPF range']);
  expect(held).toHaveTextContent('Unpublished');
  await userEvent.click(within(held).getByRole('button', { name: 'Build now' }));
  expect(asked).toHaveBeenCalledTimes(1);
  rerender(
    <MemoryRouter>
      <Panel state={afterRollback} asking />
    </MemoryRouter>,
  );
  expect(within(held).getByRole('button', { name: 'Asking for a new release…' })).toBeDisabled();
  expect(await axe(container)).toHaveNoViolations();
});

test('after "Build now" (or a new publish) the publishes a rollback held join the next release: no "Build now" any more', async () => {
  const asked: LiveState = {
    ...afterRollback,
    waiting: [...afterRollback.waiting, entry(14, { type: '', id: '', title: 'Build now', action: 'rebuild', by: 'admin' })],
  };
  const { container } = inRouter(<Panel state={asked} />);
  expect(busyLive(asked)).toBe(true);
  expect(screen.getByText('Changes are waiting to go live')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: /Not live since the rollback/ })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Build now' })).toBeNull();
  const queue = screen.getByRole('region', { name: 'Waiting to go live (3)' });
  expect(
    within(queue)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('a, .strong')?.textContent),
  ).toEqual(['Broken post', 'New PPF range', 'Build now']);
  // once its build runs, they are in it
  const running: LiveState = {
    ...asked,
    building: release('20261128T103000Z-14', { state: 'building', seq: 14, finished_at: null, step: 'Check', timings: {} }),
  };
  inRouter(<Panel state={running} />);
  expect(within(screen.getByRole('region', { name: 'Building now' })).getAllByRole('listitem')).toHaveLength(3);
  expect(await axe(container)).toHaveNoViolations();
});

test('a long list of publishes shows its first six and the rest on request', async () => {
  const many: LiveState = {
    ...allLive,
    live: { ...allLive.live!, publishes: Array.from({ length: 9 }, (_, i) => ({ ...allLive.live!.publishes[0], seq: i + 1, title: `Post ${i + 1}` })) },
  };
  inRouter(<Panel state={many} />);
  const list = screen.getByRole('list', { name: 'What this release brought' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(6);
  await userEvent.click(screen.getByRole('button', { name: 'Show all 9' }));
  expect(within(list).getAllByRole('listitem')).toHaveLength(9);
});

test('the home screen’s panel (its parts under h3) is a glance: three publishes, then the rest on request', async () => {
  inRouter(<LiveStateView state={building} now={NOW} level={3} onBuildNow={() => undefined} asking={false} />);
  expect(screen.getByRole('heading', { level: 3, name: 'Building now' })).toBeInTheDocument();
  const inBuild = screen.getByRole('list', { name: 'In this build' });
  expect(within(inBuild).getAllByRole('listitem')).toHaveLength(2);
  const many: LiveState = {
    ...building,
    building: { ...building.building!, seq: 40 },
    waiting: Array.from({ length: 5 }, (_, i) => ({ ...building.waiting[0], seq: 13 + i, title: `Post ${i}` })),
  };
  inRouter(<LiveStateView state={many} now={NOW} level={3} onBuildNow={() => undefined} asking={false} />);
  const list = screen.getAllByRole('list', { name: 'In this build' })[1];
  expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  await userEvent.click(screen.getByRole('button', { name: 'Show all 5' }));
  expect(within(list).getAllByRole('listitem')).toHaveLength(5);
});

describe('the item editor’s line', () => {
  test('going live: the words, how far the build is, and that a change every page shows rebuilds every page', async () => {
    const { container, rerender } = inRouter(<ItemLiveView item={item.goingLive} site={building} now={NOW} />);
    const line = screen.getByRole('group', { name: 'On the live site' });
    expect(within(line).getByRole('status')).toHaveTextContent('Going live…');
    expect(line).toHaveTextContent('Building: Build pages, 42 s so far. A build took 13 s last time.');
    expect(line).not.toHaveTextContent('every page');
    rerender(
      <MemoryRouter>
        <ItemLiveView item={item.goingLiveEverywhere} site={allLive} now={NOW} />
      </MemoryRouter>,
    );
    expect(line).toHaveTextContent(
      'Waiting for the next build. A build took 13 s last time. This change shows on every page, so the release rebuilds every page',
    );
    rerender(
      <MemoryRouter>
        <ItemLiveView item={item.goingLive} site={noService} now={NOW} />
      </MemoryRouter>,
    );
    expect(line).toHaveTextContent('No release service is running: nothing goes live until one runs again.');
    expect(await axe(container)).toHaveNoViolations();
  });

  test('an unpublished item on its way off the site says so, not "Going live…"', () => {
    inRouter(<ItemLiveView item={item.goingLive} site={building} now={NOW} withdrawn />);
    const line = screen.getByRole('group', { name: 'On the live site' });
    expect(within(line).getByRole('status')).toHaveTextContent('Coming off the live site…');
    expect(line).toHaveTextContent('Building: Build pages, 42 s so far.');
  });

  test('live: a link to its page on the live site', async () => {
    const { container } = inRouter(<ItemLiveView item={item.live} now={NOW} />);
    const line = screen.getByRole('group', { name: 'On the live site' });
    expect(within(line).getByRole('status')).toHaveTextContent(/^Live$/);
    const link = within(line).getByRole('link', { name: 'View on the live site (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://www.example.test/blog/12/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(await axe(container)).toHaveNoViolations();
  });

  test('live, without a page of its own: a link to the page that shows it', () => {
    inRouter(<ItemLiveView item={item.liveInList} now={NOW} />);
    const line = screen.getByRole('group', { name: 'On the live site' });
    expect(within(line).getByRole('link', { name: 'View the page that shows it (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.example.test/FAQ/',
    );
    expect(within(line).queryByRole('link', { name: /View on the live site/ })).toBeNull();
  });

  test('held back by a rollback: says so and where to release it', async () => {
    const { container } = inRouter(<ItemLiveView item={item.held} now={NOW} />);
    const line = screen.getByRole('group', { name: 'On the live site' });
    expect(within(line).getByRole('status')).toHaveTextContent('Held back by a rollback');
    expect(within(line).getByRole('link', { name: 'Live site' })).toHaveAttribute('href', '/live');
    expect(within(line).queryByRole('link', { name: /View on the live site/ })).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  test('a draft: nothing, but the status stays ready to speak', () => {
    inRouter(<ItemLiveView item={item.draft} now={NOW} />);
    const line = screen.getByRole('group', { name: 'On the live site' });
    expect(line).toHaveTextContent(/^$/);
    expect(within(line).getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('the release history (admins)', () => {
  const History = ({ onRollBack }: { onRollBack: (id: string) => Promise<void> }) => <ReleaseHistoryView rows={history} onRollBack={(r) => onRollBack(r.id)} />;

  test('offers a rollback on kept releases only, names the release and its time, and shows the result', async () => {
    const rolled: string[] = [];
    const { container } = inRouter(<History onRollBack={async (id) => void rolled.push(id)} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual([
      'FailedFailed at: Build pages',
      'Live nowRollback by admin',
      'Kept',
      'Removed',
    ]);
    // to the second: two releases may go live within a minute
    expect(within(rows[2]).getAllByRole('cell')[0]).toHaveTextContent('27 Nov 2026, 17:00:40 CET20261127T160000Z-11');
    expect(screen.getAllByRole('button', { name: /^Roll back to this release/ })).toHaveLength(1);
    expect(await axe(container)).toHaveNoViolations();

    await userEvent.click(within(rows[2]).getByRole('button', { name: 'Roll back to this release (27 Nov 2026, 17:00:40 CET)' }));
    const dialog = screen.getByRole('dialog', { name: 'Roll back the live site?' });
    expect(dialog).toHaveTextContent(
      'Visitors get the release of 27 Nov 2026, 17:00:40 CET (20261127T160000Z-11) again within seconds, instead of the release of 28 Nov 2026, 10:15:00 CET.',
    );
    expect(await axe(container)).toHaveNoViolations();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(rolled).toEqual([]);

    await userEvent.click(within(rows[2]).getByRole('button', { name: /^Roll back to this release/ }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Roll back' }));
    expect(rolled).toEqual(['20261127T160000Z-11']);
    const done = await screen.findByText(
      /^Rollback asked for: visitors get the release of 27 Nov 2026, 17:00:40 CET again as soon as the release service switches/,
    );
    expect(done.closest('.note')).toHaveClass('note-ok');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a refusal is shown in the server’s words', async () => {
    inRouter(
      <History
        onRollBack={async () => {
          throw new ApiError('Release 20261127T160000Z-11 is no longer kept: roll back to one of the last 5.', 404, null, null);
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /^Roll back to this release/ }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Roll back' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not rolled back: Release 20261127T160000Z-11 is no longer kept: roll back to one of the last 5.',
    );
  });

  test('a long history shows the newest ten, the rest on request', async () => {
    const many = Array.from({ length: 14 }, (_, i) => ({
      ...history[2],
      id: `r-${i}`,
      finished_at: new Date(Date.parse('2026-11-27T16:00:40Z') - i * 60_000).toISOString(),
    }));
    inRouter(<ReleaseHistoryView rows={many} onRollBack={async () => undefined} />);
    expect(screen.getAllByRole('row')).toHaveLength(11);
    await userEvent.click(screen.getByRole('button', { name: 'Show all 14 releases' }));
    expect(screen.getAllByRole('row')).toHaveLength(15);
  });

  test('a release of the pages before with their search index says so, and a build time is the service’s total', () => {
    const rows = [
      release('20261128T101500Z-14.search', { timings: { 'gatsby build': 14_000, 'release copy': 200, total: 15_100, 'search index': 700 } }),
      release('20261128T101500Z-14', { state: 'removed', timings: { 'gatsby build': 14_000, 'release copy': 200, total: 15_100 } }),
    ];
    inRouter(<ReleaseHistoryView rows={rows} onRollBack={async () => undefined} />);
    const [searched, pages] = screen.getAllByRole('row').slice(1);
    expect(within(searched).getAllByRole('cell')[0]).toHaveTextContent('The release before, with its search index');
    expect(within(pages).getAllByRole('cell')[0]).not.toHaveTextContent('search index');
    expect(within(pages).getAllByRole('cell')[2]).toHaveTextContent('Build time: 15 s');
  });
});
