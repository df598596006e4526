/**
 * 'As of {date}, {count} world-wide clients have chosen Car Film Master products'. The count is
 * the live getWarrantys answer, with the build-time count as fallback; the date ticks every
 * second. Both depend on the clock or the API, so the sentence renders only after mount (the
 * static HTML keeps its space, so nothing jumps and hydration matches).
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
  return (
    <p className={styles.sentence} data-testid="clients-sentence">
      {now && formatted ? (
        <>
          As of <time dateTime={now.toISOString()}>{formatAsOfDate(now)}</time>, <strong className={styles.count}>{formatted}</strong> world-wide clients have
          chosen {BRAND} products
        </>
      ) : (
        <span aria-hidden="true">&nbsp;</span>
      )}
    </p>
  );
}
