// A page's inlined CSS: the layout's stylesheet first, then the page's own
// (docs/product/page-weight.md#css), whatever order Gatsby hands them over in.
import * as React from 'react';
import { layoutStylesFirst } from '../../src/html/style-order';

const style = (href: string) => <style key={href} data-href={href} data-identity="gatsby-global-css" dangerouslySetInnerHTML={{ __html: '' }} />;
const hrefs = (nodes: React.ReactNode[]) =>
  nodes.map((n) => (React.isValidElement(n) ? ((n.props as { 'data-href'?: string })['data-href'] ?? String(n.type)) : null));

test('puts the app stylesheet before the page component stylesheet, in place', () => {
  const head = [<meta key="m" charSet="utf-8" />, style('/component---src-templates-blog-info-tsx.1c4d.css'), style('/app.4270.css'), <title key="t">x</title>];
  expect(hrefs(layoutStylesFirst(head))).toEqual(['meta', '/app.4270.css', '/component---src-templates-blog-info-tsx.1c4d.css', 'title']);
});

test('leaves other heads alone', () => {
  const head = [<meta key="m" charSet="utf-8" />, style('/app.1.css')];
  expect(layoutStylesFirst(head)).toBe(head);
});
