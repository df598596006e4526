/**
 * A video with a custom play overlay (docs/product/states-and-transitions.md#videos): clicking the
 * overlay plays and reveals the native
 * controls; the overlay hides while playing. The playing state follows the video's own play/pause
 * events too, so pausing from the native controls brings the overlay back and tells the parent
 * (ProductInfo keeps a "playing set" and removes an item when it pauses).
 */
import * as React from 'react';
import * as styles from './video-player.module.css';

export interface VideoPlayerProps extends Omit<React.VideoHTMLAttributes<HTMLVideoElement>, 'controls' | 'children'> {
  /** Video URL. */
  src: string;
  /** Accessible name for the play button and the video, e.g. the product name. */
  title?: string;
  /** Called whenever the video starts (true) or stops/ends (false) playing. */
  onPlayingChange?: (playing: boolean) => void;
  /** Class for the outer wrapper (the aspect-ratio box). */
  className?: string;
  /** CSS aspect-ratio of the box, default 16 / 9. */
  aspectRatio?: string;
}

export const VideoPlayer = React.forwardRef<HTMLVideoElement, VideoPlayerProps>(function VideoPlayer(
  { src, title = 'video', onPlayingChange, className, aspectRatio = '16 / 9', poster, onPlay, onPause, onEnded, ...videoProps },
  forwardedRef,
) {
  const videoRef = React.useRef<HTMLVideoElement | null>(null);
  const [playing, setPlaying] = React.useState(false);
  // Controls appear once the visitor has asked to play, and stay (like the original site).
  const [started, setStarted] = React.useState(false);

  const setRefs = React.useCallback(
    (node: HTMLVideoElement | null) => {
      videoRef.current = node;
      if (typeof forwardedRef === 'function') forwardedRef(node);
      else if (forwardedRef) forwardedRef.current = node;
    },
    [forwardedRef],
  );

  const update = (next: boolean) => {
    setPlaying(next);
    onPlayingChange?.(next);
  };

  const play = () => {
    setStarted(true);
    const video = videoRef.current;
    if (!video) return;
    // play() returns a promise in browsers (undefined in old ones / jsdom); a rejection (e.g.
    // autoplay policy) leaves the overlay visible because no 'play' event fires.
    const result = video.play() as Promise<void> | undefined;
    result?.catch(() => undefined);
  };

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} style={{ aspectRatio }}>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the content API has no caption files for its videos */}
      <video
        {...videoProps}
        ref={setRefs}
        className={styles.video}
        src={src}
        poster={poster}
        controls={started}
        playsInline
        preload={videoProps.preload ?? 'metadata'}
        aria-label={title}
        onPlay={(e) => {
          setStarted(true);
          update(true);
          onPlay?.(e);
        }}
        onPause={(e) => {
          update(false);
          onPause?.(e);
        }}
        onEnded={(e) => {
          update(false);
          onEnded?.(e);
        }}
      />
      {!playing && (
        <button type="button" className={styles.overlay} onClick={play} aria-label={`Play ${title}`}>
          <span className={styles.playIcon} aria-hidden="true">
            <svg width="28" height="28" viewBox="0 0 28 28" focusable="false">
              <path d="M9 5.8v16.4a1 1 0 0 0 1.5.86l13.2-8.2a1 1 0 0 0 0-1.72L10.5 4.94A1 1 0 0 0 9 5.8Z" fill="currentColor" />
            </svg>
          </span>
        </button>
      )}
    </div>
  );
});

export default VideoPlayer;
