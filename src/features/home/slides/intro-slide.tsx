/** Slide 0: the intro video behind the brand promise. */
import * as React from 'react';
import type { HomeData } from '../home-types';
import { SlideFrame } from './slide-frame';
import * as styles from './slides.module.css';

export function IntroSlide({ intro, reducedMotion }: { intro: HomeData['intro']; reducedMotion: boolean }): JSX.Element {
  const videoRef = React.useRef<HTMLVideoElement>(null);
  // The static HTML autoplays; a visitor who prefers reduced motion gets it stopped once we know.
  React.useEffect(() => {
    if (reducedMotion) videoRef.current?.pause();
  }, [reducedMotion]);
  return (
    <div className={styles.intro}>
      {intro.video ? (
        <video
          ref={videoRef}
          className={styles.video}
          src={intro.video}
          poster={intro.poster ?? undefined}
          muted
          loop
          playsInline
          autoPlay={!reducedMotion}
          preload="metadata"
          aria-hidden="true"
          tabIndex={-1}
        />
      ) : null}
      <SlideFrame
        as="h1"
        eyebrow="Car Film Master"
        title={intro.title}
        text={intro.text}
        image={intro.poster}
        bare={Boolean(intro.video)}
        cta={{ label: 'Explore the films', to: '/PPF' }}
      />
    </div>
  );
}
