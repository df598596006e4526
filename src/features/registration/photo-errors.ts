/**
 * The server refuses a photo id it no longer has (REG_MSG.photoUnknown at `/photos/i`): most often a
 * draft's photo deleted because no registration took it within REG_LIMITS.unusedPhotoDays
 * (docs/product/warranty-registration.md, Photos). The form says which one, by the name the draft
 * keeps for it, so the dealer removes it and chooses it again: nothing is dropped silently.
 */
import { REG_MSG } from '../../../contract/registration-rules';
import type { DraftPhoto } from './draft';
import type { FieldError } from './field-errors';

const PHOTO_AT = /^\/photos\/(\d+)$/;

export function namePhotoErrors(errors: readonly FieldError[], photos: readonly DraftPhoto[]): FieldError[] {
  return errors.map((e) => {
    const m = PHOTO_AT.exec(e.path);
    if (!m || e.message !== REG_MSG.photoUnknown) return e;
    const i = Number(m[1]);
    return { path: e.path, message: REG_MSG.photoGone(photos[i]?.name || `Photo ${i + 1}`) };
  });
}
