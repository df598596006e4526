/** Routes of the training pages (no component code, so pages can import them without CSS). */
import type { DetailPagePath } from '../../../contract/routes';

/** Static page of a course: /TrainingInfo/<id>/. */
export function trainingInfoPath(id: number): string {
  return `/TrainingInfo/${id}/` satisfies DetailPagePath<'TrainingInfo'>;
}
