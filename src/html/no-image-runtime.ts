/**
 * gatsby-plugin-image puts a style, a noscript style and an inline module script into every page's
 * head for its `<GatsbyImage>` fade-in. The site renders its images as plain `<picture>` markup
 * (docs/product/page-weight.md#images), so none of them has anything to act on: they are dropped
 * from the head, and their bytes from every page.
 */
import type * as React from 'react';

const IMAGE_RUNTIME_KEY = /^gatsby-image-style/;

export function withoutImageRuntime(head: React.ReactNode[]): React.ReactNode[] {
  return head.filter((el) => {
    const key = el && typeof el === 'object' && 'key' in el ? (el as React.ReactElement).key : null;
    return !(typeof key === 'string' && IMAGE_RUNTIME_KEY.test(key));
  });
}
