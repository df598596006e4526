/**
 * The layout hydrates as separate regions (docs/product/page-weight.md#main-thread-work): the
 * header, the page's content and the footer are each a Suspense boundary in the
 * server's HTML, so React hydrates them apart, in short slices, instead of the whole page in one
 * long task; and hydrating that HTML gives the same page, with no mismatch.
 */
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Layout } from '../../src/components/layout/layout';

const footer = { contact_number: '+1 (800) 555-0101', enterprise_email: 'hello@carfilmmaster.com', apps: [] };

const page = () => (
  <Layout pathname="/blog" footer={footer}>
    <h1>Blog</h1>
    <button type="button">Read more</button>
  </Layout>
);

describe('hydration regions of the layout', () => {
  it('puts the header, the main content and the footer each in its own boundary of the server HTML', () => {
    const html = renderToString(page());
    // React marks a server-rendered Suspense boundary with <!--$--> … <!--/$-->
    expect(html).toMatch(/<!--\$--><header[\s>]/);
    expect(html).toMatch(/<!--\$--><main[\s>]/);
    expect(html).toMatch(/<!--\$--><footer[\s>]/);
    expect(html.match(/<!--\$-->/g)).toHaveLength(3);
  });

  it('hydrates the server HTML without a mismatch, every region included', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.appendChild(container);
    const main = container.querySelector('main')?.outerHTML;
    const foot = container.querySelector('footer')?.outerHTML;
    const errors: unknown[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    await act(async () => {
      hydrateRoot(container, page(), { onRecoverableError: (e) => errors.push(e) });
    });
    spy.mockRestore();
    expect(errors).toEqual([]);
    for (const el of [container.querySelector('header'), container.querySelector('main'), container.querySelector('footer'), container.querySelector('h1')]) {
      expect(el).not.toBeNull();
      expect(Object.keys(el as Element).some((k) => k.startsWith('__reactProps'))).toBe(true);
    }
    // The server's markup stayed as it was (no region was rendered afresh on the client).
    expect(container.querySelector('main')?.outerHTML).toBe(main);
    expect(container.querySelector('footer')?.outerHTML).toBe(foot);
    container.remove();
  });
});
