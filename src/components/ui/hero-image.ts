/**
 * Full-screen heroes on phones (docs/product/page-weight.md#images): the home slides and the
 * warranty search's banner fill the screen with `object-fit: cover`. On a phone held upright that
 * box is tall (390 × 844), so a landscape picture is drawn at the box's height and shows a strip of
 * itself enlarged several times, whatever the size of the file. The HeroImage fragment
 * (media-fragments.ts) therefore also asks the build for a portrait crop of the picture (sharp's
 * attention strategy keeps its most striking part), 390 and 780 px wide: a phone's width at 1x
 * and 2x, and no more. `heroMedia` offers that crop, before the landscape sizes, to screens held
 * upright; the others keep the landscape, up to 1,920 px.
 *
 * The same merge as gatsby-plugin-image's `withArtDirection`, written out because importing the
 * library's module would bring its runtime into every page's scripts.
 */
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { MediaNode } from './media-image';

/**
 * A portrait media query, not the 980 px layout breakpoint: these heroes' box is the viewport (the
 * home slider is 100svh, the warranty search's banner up to 56rem tall), so the viewport's shape is
 * the box's shape, and the shape decides which picture covers it. A phone turned sideways (844 ×
 * 390, under the breakpoint) has a wide box and keeps the landscape; a tablet held upright (820 ×
 * 1180, above it) has a tall one and gets the portrait. The breakpoint lays out the text over it.
 */
export const PORTRAIT_MEDIA = '(orientation: portrait)';

/** A media node as the HeroImage fragment selects it: the landscape sizes and the portrait crop. */
export interface HeroMediaNode extends MediaNode {
  file?: { childImageSharp?: { gatsbyImageData?: IGatsbyImageData | null; portrait?: IGatsbyImageData | null } | null } | null;
}

/**
 * The node with one image data that holds both: the portrait crop as a WebP source for screens held
 * upright (the fragment asks for WebP only: every browser that reads `<picture>` reads WebP), then
 * the landscape's sources and fallback. The `<img>` keeps the landscape's width and height: it fills
 * the hero's box, so they reserve nothing and the crop moves nothing. A node without the crop (a
 * query that selected BannerImage, or live data) is returned as it is.
 */
export function heroMedia(node: HeroMediaNode | null | undefined): MediaNode | null {
  const sharp = node?.file?.childImageSharp;
  const landscape = sharp?.gatsbyImageData;
  const crop = sharp?.portrait?.images.fallback;
  if (!node || !landscape || !crop?.srcSet) return node ?? null;
  const portrait = { media: PORTRAIT_MEDIA, type: 'image/webp', srcSet: crop.srcSet, sizes: crop.sizes };
  const image: IGatsbyImageData = { ...landscape, images: { ...landscape.images, sources: [portrait, ...(landscape.images.sources ?? [])] } };
  return { alt: node.alt, file: { childImageSharp: { gatsbyImageData: image } } };
}
