// Previous / next through a paged list, with where one is ("Page 2 of 5").
export function Pager({
  label,
  page,
  last,
  onPage,
  back = 'Previous',
  forward = 'Next',
}: {
  /** names the navigation landmark, e.g. "Pages of the log" */
  label: string;
  page: number;
  last: number;
  onPage: (page: number) => void;
  back?: string;
  forward?: string;
}) {
  return (
    <nav aria-label={label} className="pager">
      <button type="button" className="btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {back}
      </button>
      <span>
        Page {page} of {last}
      </span>
      <button type="button" className="btn" disabled={page >= last} onClick={() => onPage(page + 1)}>
        {forward}
      </button>
    </nav>
  );
}
