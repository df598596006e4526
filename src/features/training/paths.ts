/** Routes of the training pages (no component code, so pages can import them without CSS). */
import { itemPagePath } from '../routing/item-page-path';

/** Static page of a course: /TrainingInfo/<id>/. */
export function trainingInfoPath(id: number): string {
  return itemPagePath('TrainingInfo', id);
}
