/** A VideoPlayer or, when the media is null, a placeholder block of the same shape. */
import * as React from 'react';
import { VideoPlayer } from '../../components/ui/video-player';
import { MediaImage, type MediaNode } from '../../components/ui/media-image';

export interface VideoBlockProps {
  src: string | null | undefined;
  title: string;
  poster?: string | null;
  /** The poster's media node (build data), for a srcset where the poster stands in for a missing video. */
  posterMedia?: MediaNode | null;
  className?: string;
  onPlayingChange?: (playing: boolean) => void;
}

export function VideoBlock({ src, title, poster, posterMedia, className, onPlayingChange }: VideoBlockProps): JSX.Element {
  if (!src) {
    return (
      <div className={className} style={{ aspectRatio: '16 / 9' }}>
        <MediaImage src={poster ?? null} media={posterMedia} alt="" cover />
      </div>
    );
  }
  return <VideoPlayer src={src} title={title} poster={poster ?? undefined} className={className} onPlayingChange={onPlayingChange} data-testid="video" />;
}

export default VideoBlock;
