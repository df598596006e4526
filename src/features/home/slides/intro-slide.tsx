/** Slide 0: the intro video behind the brand promise. */
import * as React from 'react';
import type { HomeData } from '../home-types';
import { SlideFrame } from './slide-frame';
import { MediaImage } from '../../../components/ui/media-image';
import { heroMedia } from '../../../components/ui/hero-image';
import * as styles from './slides.module.css';

export function IntroSlide({ intro, playing }: { intro: HomeData['intro']; playing: boolean }): JSX.Element {
  const videoRef = React.useRef<HTMLVideoElement>(null);
  // Started from script, never by an autoplay attribute (that would start it for everyone before a
  // preference for reduced motion is known); the home's Pause button stops it
  // (docs/product/accessibility.md#moving-content).
  React.useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (!playing) video.pause();
    // play() rejects when the browser refuses autoplay; the poster then stays, which is fine
    else void Promise.resolve(video.play?.()).catch(() => undefined);
  }, [playing]);
  return (
    <div className={styles.intro}>
      {/* The poster is the page's first view (its LCP): a sized picture that loads at once, under
          the video, which covers it once its first frame is in. */}
      {intro.video && intro.posterMedia ? (
        <MediaImage src={intro.poster} media={heroMedia(intro.posterMedia)} alt="" cover eager width={1920} height={1080} className={styles.video} />
      ) : null}
      {intro.video ? (
        <video
          ref={videoRef}
          className={styles.video}
          src={intro.video}
          poster={intro.posterMedia ? undefined : (intro.poster ?? undefined)}
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
        imageMedia={intro.posterMedia}
        eager
        bare={Boolean(intro.video)}
        cta={{ label: 'Explore the films', to: '/PPF' }}
      />
    </div>
  );
}
