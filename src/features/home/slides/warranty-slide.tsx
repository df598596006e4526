/**
 * Slide 6: quality assurance — the world-wide client count with thousands separators and the
 * current date. The date depends on the clock, so it renders after mount and ticks each second,
 * in a component of its own: a tick re-renders the date, not the slide
 * (docs/product/page-weight.md#main-thread-work).
 */
import * as React from 'react';
import { formatAsOfDate, formatClientCount } from '../../warranty/format';
import { SlideFrame } from './slide-frame';
import type { MediaNode } from '../../../components/ui/media-image';
import * as styles from './slides.module.css';

const TICK_MS = 1000;

function AsOfDate(): JSX.Element {
  const [now, setNow] = React.useState<Date | null>(null);
  React.useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now ? <time dateTime={now.toISOString()}>{formatAsOfDate(now)}</time> : <>…</>;
}

export function WarrantySlide({ count, image, imageMedia }: { count: string | null; image: string | null; imageMedia?: MediaNode | null }): JSX.Element {
  const formatted = formatClientCount(count);

  return (
    <SlideFrame
      eyebrow="Warranty"
      title="Quality you can look up"
      text="Every installation is registered with its roll serial number, so owners can check their warranty online at any time."
      image={image}
      imageMedia={imageMedia}
      cta={{ label: 'Check your warranty', to: '/WarrantyCheck' }}
      align="end"
    >
      {formatted ? (
        <p className={styles.clients} data-testid="home-clients">
          <strong className={styles.clientsCount}>{formatted}</strong>
          <span>world-wide clients have chosen Car Film Master</span>
          <span className={styles.clientsDate}>
            As of <AsOfDate />
          </span>
        </p>
      ) : null}
    </SlideFrame>
  );
}
