/**
 * Build-time pass over a page's head (gatsby-ssr onPreRenderHTML): the layout's CSS (the `app`
 * stylesheet: tokens, global rules such as `.container`) comes before the page's own CSS, as in
 * the browser, where a page visited later appends its stylesheet after the layout's
 * (docs/product/page-weight.md#css). Gatsby inlines a page's stylesheets in the opposite order,
 * which let a global rule override a component's rule of the same specificity.
 */
import * as React from 'react';

type Props = { 'data-identity'?: string; 'data-href'?: string };

const isInlinedStylesheet = (n: React.ReactNode): n is React.ReactElement<Props> =>
  React.isValidElement(n) && n.type === 'style' && (n.props as Props)['data-identity'] === 'gatsby-global-css';

const isApp = (el: React.ReactElement<Props>) => /^\/app[.-]/.test(el.props['data-href'] ?? '');

export function layoutStylesFirst(nodes: React.ReactNode[]): React.ReactNode[] {
  const styles = nodes.filter(isInlinedStylesheet);
  if (styles.length < 2) return nodes;
  const ordered = [...styles.filter(isApp), ...styles.filter((s) => !isApp(s))];
  let i = 0;
  return nodes.map((n) => (isInlinedStylesheet(n) ? ordered[i++] : n));
}
