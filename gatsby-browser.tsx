/**
 * Browser APIs: global styles, the shared Layout around every page, and the navigation rules of
 * docs/product/routes-and-screens.md#navigation-rules: every new route starts at the top and the
 * route left is stored.
 */
import * as React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import type { Renderer } from 'react-dom';
import './src/styles/tokens.css';
import './src/styles/global.css';
import { PageWrapper } from './src/features/routing/page-wrapper';
import { recordNavigation } from './src/session/previous-path';
import { hydrateInSlices } from './src/components/layout/hydrate-in-slices';

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => <PageWrapper element={element} props={props} />;

// The first hydration yields to the browser (src/components/layout/hydrate-in-slices.ts). Gatsby
// calls the function with (element, #___gatsby); its type still describes ReactDOM.render's.
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () => hydrateInSlices as unknown as Renderer;

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ prevLocation }) => {
  // Stores the route being left (path and query) and scrolls the new page to the top.
  recordNavigation(prevLocation);
};

/**
 * Always start a new route at the top (no scroll restoration), per
 * docs/product/routes-and-screens.md#navigation-rules.
 */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = () => {
  window.scrollTo(0, 0);
  return false;
};
