/** @jest-environment node */
// The static HTML gets the tags a page set with react-helmet (gatsby-ssr.tsx's onRenderBody).
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Helmet } from 'react-helmet';
import { collectHelmetHead } from '../../src/html/helmet-head';

const headHtml = (nodes: React.ReactNode[]) => renderToStaticMarkup(<>{nodes}</>);

it('returns the title, meta and links a page set, and the html attributes', () => {
  renderToStaticMarkup(
    <Helmet htmlAttributes={{ 'data-page': 'blog' }}>
      <title>Blog | Car Film Master</title>
      <meta name="description" content="News" />
      <link rel="canonical" href="http://localhost:9000/blog/" />
    </Helmet>,
  );
  const head = collectHelmetHead();
  const html = headHtml(head.headComponents);
  expect(html).toContain('<title data-react-helmet="true">Blog | Car Film Master</title>');
  expect(html).toContain('content="News"');
  expect(html).toContain('href="http://localhost:9000/blog/"');
  expect(head.htmlAttributes).toMatchObject({ 'data-page': 'blog' });
});

it('leaves the title out when no page set one, and starts clean for the next page', () => {
  renderToStaticMarkup(
    <Helmet>
      <title>First</title>
    </Helmet>,
  );
  collectHelmetHead();
  renderToStaticMarkup(<p>no head</p>);
  expect(headHtml(collectHelmetHead().headComponents)).not.toContain('<title');
});
