// The head keeps everything but gatsby-plugin-image's fade-in runtime, which the site's plain
// <picture> markup has no use for (docs/product/page-weight.md#images).
import * as React from 'react';
import { withoutImageRuntime } from '../../src/html/no-image-runtime';

it("drops gatsby-plugin-image's style, noscript and script, and keeps the rest in order", () => {
  const head = [
    <meta key="a" name="description" content="x" />,
    <style key="gatsby-image-style">{'.gatsby-image-wrapper{}'}</style>,
    <noscript key="gatsby-image-style-noscript" />,
    <script key="gatsby-image-style-script" type="module" />,
    'text',
    null,
    <link key="b" rel="icon" href="/favicon.svg" />,
  ];
  const kept = withoutImageRuntime(head);
  expect(kept.map((el) => (React.isValidElement(el) ? el.key : el))).toEqual(['a', 'text', null, 'b']);
});
