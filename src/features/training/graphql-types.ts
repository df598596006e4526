/**
 * Shapes of the info pages' GraphQL answers (node fields mirror the contract; the API's `id` is
 * `cmsId` on top-level nodes) and the mapping back to the contract types the components take.
 */
import type { Dealer } from '../../../contract/network';
import type { MediaNode } from '../../components/ui/media-image';
import type { TrainingDetail } from '../../../contract/training';

export type Node<T extends { id: number }> = Omit<T, 'id'> & { cmsId: number };

/** `cmsId` → `id`. */
export function fromNode<N extends { cmsId: number }>(node: N): Omit<N, 'cmsId'> & { id: number } {
  const { cmsId, ...rest } = node;
  return { ...rest, id: cmsId };
}

export interface PageMetaNode {
  image: string | null;
  /** The banner's media node (`...BannerImage`), for a srcset. */
  image_media?: MediaNode | null;
  sub_title: string;
  desc: string;
  keywords: string;
}

export type TrainingNode = Node<TrainingDetail>;
export type DealerNode = Node<Dealer>;
