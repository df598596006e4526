/**
 * The frames of the pictures a dealer screen gets from the API (branding-info.tsx,
 * training-detail.tsx). The API gives a picture's address, not its size: each picture sits in a
 * frame of a fixed ratio (MediaImage's aspectRatio box), so what follows it is laid out before the
 * file arrives and never moves when it does (docs/product/page-weight.md#layout-stability).
 */

/** A picture beside the text, or a gallery tile: 4:3, what the public tool page reserves for its pictures. */
export const MAIN_PICTURE = '4 / 3';

/** A picture across the whole column: 16:9, the video player's ratio, so it is never taller than a screen. */
export const WIDE_PICTURE = '16 / 9';
