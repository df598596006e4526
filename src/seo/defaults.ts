/** Share images the pages fall back on (static/images; made by scripts/assets/make-share-images.ts). */
export const DEFAULT_OG_IMAGE = { path: '/images/og-default.png', width: 1200, height: 630 } as const;
export const LOGO_IMAGE = { path: '/images/logo-mark.png', width: 512, height: 512 } as const;
