/**
 * 'As of {date}, {count} world-wide clients have chosen Car Film Master products'. The count is
 * the live getWarrantys answer, with the build-time count as fallback; the date ticks every
 * second. Both depend on the clock or the API, so the sentence renders only after mount (the
 * static HTML keeps its space with a hidden copy, so nothing jumps and hydration matches).
 */
import * as React from 'react';
import { getWarrantyCount } from '../../services/warranty';
import { formatAsOfDate, formatClientCount, BRAND } from './format';
import * as styles from './warranty.module.css';

export const TICK_MS = 1000;

export function ClientsSentence({ fallbackCount }: { fallbackCount: string | null }): JSX.Element {
  const [now, setNow] = React.useState<Date | null>(null);
  const [count, setCount] = React.useState<string | null>(fallbackCount);

  React.useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);

  React.useEffect(() => {
    let alive = true;
    getWarrantyCount().then(
      (res) => {
        if (alive && res.code === 1 && formatClientCount(res.data)) setCount(res.data);
      },
      (err: unknown) => console.warn('warranty count', err), // the build-time count stays
    );
    return () => {
      alive = false;
    };
  }, []);

  const formatted = formatClientCount(count);
  // The sentence arrives after mount, on one line or three depending on the screen: a hidden copy
  // of its longest form holds the same box from the first paint, so nothing below it moves
  // (docs/product/page-weight.md#layout-stability).
  return (
    <div className={styles.sentenceBox}>
      <p className={`${styles.sentence} ${styles.reserve}`} aria-hidden="true">
        <Sentence date={<span>{RESERVED_DATE}</span>} count={reservedCount(formatted)} />
      </p>
      <p className={styles.sentence} data-testid="clients-sentence">
        {now && formatted ? (
          <Sentence date={<time dateTime={now.toISOString()}>{formatAsOfDate(now)}</time>} count={formatted} />
        ) : (
          <span aria-hidden="true">&nbsp;</span>
        )}
      </p>
    </div>
  );
}

/** Every date takes the same width (tabular figures, a fixed format): the hidden copy's. */
const RESERVED_DATE = '2000-01-01 00:00:00';

/** The count the hidden copy shows: the build's, one digit longer, so a grown live count still fits. */
function reservedCount(formatted: string | null): string {
  return formatClientCount(`1${(formatted ?? '1000000').replace(/,/g, '')}`) ?? '10,000,000';
}

function Sentence({ date, count }: { date: JSX.Element; count: string }): JSX.Element {
  return (
    <>
      As of {date}, <strong className={styles.count}>{count}</strong> world-wide clients have chosen {BRAND} products
    </>
  );
}
