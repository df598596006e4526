/** Server rendering: the same Layout as the browser (no hydration mismatch), lang, favicon and the page's react-helmet tags. */
import * as React from 'react';
import type { GatsbySSR } from 'gatsby';
import { PageWrapper } from './src/features/routing/page-wrapper';
import { withSizedOgImage } from './src/seo/og-image';
import { collectHelmetHead } from './src/html/helmet-head';
import { layoutStylesFirst } from './src/html/style-order';
import { withoutImageRuntime } from './src/html/no-image-runtime';

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => <PageWrapper element={element} props={props} />;

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setBodyAttributes, setHeadComponents }) => {
  const helmet = collectHelmetHead();
  setHtmlAttributes({ lang: 'en', ...helmet.htmlAttributes });
  setBodyAttributes(helmet.bodyAttributes);
  setHeadComponents([
    ...helmet.headComponents,
    <link key="favicon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    <meta key="theme-color" name="theme-color" content="#0b0d10" />,
  ]);
};

// Every page's og:image with its width and height (docs/product/rich-results.md#share-images),
// the layout's CSS before the page's own (src/html/style-order.ts), and no image fade-in runtime
// (src/html/no-image-runtime.ts).
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents }) => {
  const head = withSizedOgImage(getHeadComponents() as React.ReactNode[], process.env.SITE_URL || 'http://localhost:9000', process.cwd());
  replaceHeadComponents(layoutStylesFirst(withoutImageRuntime(head)));
};
