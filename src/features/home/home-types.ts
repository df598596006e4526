/** What the home page hands its slides: plain data mapped from the build-time GraphQL nodes. */
import type { BlogItem } from '../../../contract/blog';
import type { DeepReadonly } from '../../types/deep-readonly';
import type { MediaNode } from '../../components/ui/media-image';

export interface HomeSlideMedia {
  title: string;
  text: string;
  image: string | null;
  /** The image's media node (build data), for a srcset. */
  imageMedia?: MediaNode | null;
}

export interface HomeData {
  intro: { title: string; text: string; video: string | null; poster: string | null; posterMedia?: MediaNode | null };
  autoFilm: HomeSlideMedia & { subName: string };
  software: HomeSlideMedia;
  plotter: HomeSlideMedia & { features: readonly { readonly title: string; readonly content: string }[] };
  training: HomeSlideMedia & { trainers: number; years: number; countries: number };
  /** world-wide client count, digits only (build time) */
  warrantyCount: string | null;
  blogs: readonly DeepReadonly<BlogItem>[];
}
