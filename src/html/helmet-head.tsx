/**
 * The head tags react-helmet collected while a page rendered on the server, for gatsby-ssr's
 * onRenderBody: what gatsby-plugin-react-helmet did, without the plugin and its build notice
 * (docs/decisions/0002-react-helmet-beside-head-api.md).
 */
import type * as React from 'react';
import { Helmet } from 'react-helmet';

export interface HelmetHead {
  htmlAttributes: Record<string, unknown>;
  bodyAttributes: Record<string, unknown>;
  headComponents: React.ReactNode[];
}

/** Call once per rendered page: renderStatic() also resets Helmet for the next page. */
export function collectHelmetHead(): HelmetHead {
  const helmet = Helmet.renderStatic();
  // Typed as one element, but an array at run time.
  const title = ([] as unknown[]).concat(helmet.title.toComponent()) as React.ReactElement<{ children?: React.ReactNode }>[];
  const rest = [helmet.link, helmet.meta, helmet.noscript, helmet.script, helmet.style, helmet.base].map((part) => part.toComponent());
  return {
    htmlAttributes: helmet.htmlAttributes.toComponent() as Record<string, unknown>,
    bodyAttributes: helmet.bodyAttributes.toComponent() as Record<string, unknown>,
    // An empty <title> would hide Gatsby's own; leave it out when no page set one.
    headComponents: title[0]?.props?.children ? [title, ...rest] : rest,
  };
}
