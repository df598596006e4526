import { render, waitFor } from '@testing-library/react';
import { Helmet } from 'react-helmet';
import { Seo, fullTitle, absoluteUrl, pageUrl, pagedTitle, MAX_TITLE_LENGTH } from '../../src/components/layout/seo';

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('<Seo>', () => {
  it('writes title, description, keywords, canonical, Open Graph and Twitter tags', async () => {
    render(
      <Seo
        title="Paint Protection Film"
        description="Self-healing PPF"
        keywords="ppf, film"
        pathname="/PPF"
        image="/static/ppf.jpg"
        siteUrl="https://www.carfilmmaster.com/"
      />,
    );
    await waitFor(() => expect(document.title).toBe('Paint Protection Film | Car Film Master'));
    expect(meta('meta[name="description"]')).toBe('Self-healing PPF');
    expect(meta('meta[name="keywords"]')).toBe('ppf, film');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.carfilmmaster.com/PPF/');
    expect(meta('meta[property="og:title"]')).toBe('Paint Protection Film | Car Film Master');
    expect(meta('meta[property="og:description"]')).toBe('Self-healing PPF');
    expect(meta('meta[property="og:url"]')).toBe('https://www.carfilmmaster.com/PPF/');
    expect(meta('meta[property="og:image"]')).toBe('https://www.carfilmmaster.com/static/ppf.jpg');
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');

    // The same data is what gatsby-ssr.tsx (src/html/helmet-head.tsx) serialises into the static HTML.
    const peek = Helmet.peek();
    expect(peek.title).toBe('Paint Protection Film | Car Film Master');
  });

  it('falls back to the site name and leaves out empty tags', async () => {
    render(<Seo title="" description="" keywords={null} pathname="/" siteUrl="https://example.com" />);
    await waitFor(() => expect(document.title).toBe('Car Film Master'));
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelector('meta[name="keywords"]')).toBeNull();
    // No image of its own: the default share picture (docs/product/rich-results.md#share-images).
    expect(meta('meta[property="og:image"]')).toBe('https://example.com/images/og-default.png');
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(meta('meta[property="og:type"]')).toBe('website');
  });

  it('a page with no address of its own (the reset code page) names none: no canonical, no og:url, noindex', async () => {
    render(<Seo title="Reset Password" pathname="/ResetPwd/secret123/" siteUrl="https://example.com" canonical={false} noindex />);
    await waitFor(() => expect(document.title).toBe('Reset Password | Car Film Master'));
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:url"]')).toBeNull();
    expect(meta('meta[name="robots"]')).toBe('noindex, nofollow');
    expect(document.head.innerHTML).not.toContain('secret123');
  });

  it('writes og:type article and the JSON-LD blocks it is given', async () => {
    render(
      <Seo
        title="Post"
        pathname="/blogInfo/1/"
        siteUrl="https://example.com"
        type="article"
        jsonLd={(origin) => [{ '@type': 'Thing', name: `</script><b>${origin}` }, null]}
      />,
    );
    await waitFor(() => expect(meta('meta[property="og:type"]')).toBe('article'));
    const blocks = [...document.head.querySelectorAll('script[type="application/ld+json"]')];
    expect(blocks).toHaveLength(1);
    expect(blocks[0].innerHTML).not.toContain('</script>');
    expect(JSON.parse(blocks[0].innerHTML)).toEqual({ '@context': 'https://schema.org', '@type': 'Thing', name: '</script><b>https://example.com' });
  });
});

describe('helpers', () => {
  it('fullTitle adds the brand suffix once', () => {
    expect(fullTitle('Blog')).toBe('Blog | Car Film Master');
    expect(fullTitle('  ')).toBe('Car Film Master');
    expect(fullTitle('Car Film Master')).toBe('Car Film Master');
  });

  it('fullTitle keeps the whole title within 70 characters, cutting at a word', () => {
    const long = fullTitle('Self-Healing Paint Protection Film Explained: What Really…');
    expect(long).toBe('Self-Healing Paint Protection Film Explained: What… | Car Film Master');
    expect(long.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    expect(fullTitle(`${'Word '.repeat(20)}| Car Film Master`).length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
  });

  it('pagedTitle gives later pages of a list a title of their own', () => {
    expect(pagedTitle('Tools', '/Tools/page/2/')).toBe('Tools – Page 2');
    expect(pagedTitle('Tools', '/Tools/')).toBe('Tools');
    expect(pagedTitle('News – Page 3', '/blog/page/3/')).toBe('News – Page 3');
  });

  it('pageUrl names the served URL: trailing slash, main path of an alias, base of a splat shell', () => {
    expect(pageUrl('https://a.com', '/aboutUs')).toBe('https://a.com/aboutUs/');
    expect(pageUrl('https://a.com', '/NewPPF/')).toBe('https://a.com/PPF/');
    expect(pageUrl('https://a.com', '/ParnerSearch')).toBe('https://a.com/PartnerSearch/');
    expect(pageUrl('https://a.com', '/ResetPwd/[...code]/')).toBe('https://a.com/ResetPwd/');
  });

  it('absoluteUrl joins origin and path', () => {
    expect(absoluteUrl('https://a.com/', '/x')).toBe('https://a.com/x');
    expect(absoluteUrl('https://a.com', 'x')).toBe('https://a.com/x');
    expect(absoluteUrl('https://a.com', 'https://cdn.b.com/i.png')).toBe('https://cdn.b.com/i.png');
  });
});
