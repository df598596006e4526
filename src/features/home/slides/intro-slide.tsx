/** Slide 0: the intro video behind the brand promise. */
import * as React from 'react';
import type { HomeData } from '../home-types';
import { SlideFrame } from './slide-frame';
import * as styles from './slides.module.css';

export function IntroSlide({ intro, reducedMotion }: { intro: HomeData['intro']; reducedMotion: boolean }): JSX.Element {
  const videoRef = React.useRef<HTMLVideoElement>(null);
  // Started from script once we know the visitor does not prefer reduced motion (an autoplay
  // attribute would start it for everyone before that is known).
  React.useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (reducedMotion) video.pause();
    else (video.play() as Promise<void> | undefined)?.catch(() => undefined);
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
