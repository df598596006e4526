/**
 * The spec's query form of a detail route (/TrainingInfo?id=3, /DealerDetails?id=3): after mount,
 * read the id and replace the URL with the static page (/TrainingInfo/3/), or show the not-found
 * view for an unknown id. The static HTML (before mount) shows a loading state. A new query on
 * the same route (client navigation) is handled again: the page reloads when the id changes.
 */
import * as React from 'react';
import { navigate } from 'gatsby';
import { Loading } from '../../components/ui/loading';
import { NotFoundView } from '../../components/ui/not-found-view';
import { EmptyState } from '../../components/ui/empty-state';
import * as styles from './id-redirect.module.css';

/** The static path for `search`'s id, or null when it is missing or unknown. Extra params are kept. */
export function idRedirectTarget(search: string, knownIds: readonly number[], pathFor: (id: number) => string): string | null {
  const params = new URLSearchParams(search);
  const raw = params.get('id')?.trim() ?? '';
  if (!/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  if (!knownIds.includes(id)) return null;
  params.delete('id');
  const rest = params.toString();
  return `${pathFor(id)}${rest ? `?${rest}` : ''}`;
}

export interface IdRedirectProps {
  search: string;
  knownIds: readonly number[];
  pathFor: (id: number) => string;
}

export function IdRedirect({ search, knownIds, pathFor }: IdRedirectProps): JSX.Element {
  const [missing, setMissing] = React.useState(false);
  React.useEffect(() => {
    const target = idRedirectTarget(search, knownIds, pathFor);
    if (target) {
      setMissing(false);
      void navigate(target, { replace: true });
    } else setMissing(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- ids and pathFor are static per page
  }, [search]);
  return <div className={styles.offset}>{missing ? <NotFoundView /> : <Loading />}</div>;
}

/** A page body for a single-content page whose content is missing (header offset, empty state). */
export function PageEmpty({ title, description }: { title: string; description: string }): JSX.Element {
  return (
    <div className={styles.offset}>
      <EmptyState title={title} description={description} />
    </div>
  );
}
