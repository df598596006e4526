import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { RichHtml, sanitizeHtml } from '../../src/components/ui/rich-html';

describe('<RichHtml>', () => {
  it('strips <script> and inline event handlers', () => {
    const { container } = render(<RichHtml html={'<p onclick="alert(1)">Hi <img src="/a.png" onerror="alert(2)"></p><script>alert(3)</script>'} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onclick|onerror|alert/);
    expect(container.querySelector('img')).toHaveAttribute('src', '/a.png');
    expect(container).toHaveTextContent('Hi');
  });

  it('removes javascript: URLs and keeps normal links', () => {
    const clean = sanitizeHtml('<a href="javascript:alert(1)">x</a><a href="/PPF">ppf</a>');
    expect(clean).not.toContain('javascript:');
    expect(clean).toContain('href="/PPF"');
  });

  it('keeps formatting, tables and new-tab links (with rel=noopener)', () => {
    const clean = sanitizeHtml('<h2>Spec</h2><table><tr><td>1</td></tr></table><a href="https://x.com" target="_blank">x</a>');
    expect(clean).toContain('<h2>Spec</h2>');
    expect(clean).toContain('<td>1</td>');
    expect(clean).toContain('target="_blank"');
    expect(clean).toContain('rel="noopener noreferrer"');
  });

  it('renders nothing for empty content and supports inline wrappers', () => {
    const { container } = render(<RichHtml html="" />);
    expect(container).toBeEmptyDOMElement();
    const { container: inline } = render(<RichHtml as="span" unstyled html="<b>Bold</b> title" />);
    expect(inline.querySelector('span > b')).toHaveTextContent('Bold');
  });

  it('sanitizes during SSR too', () => {
    const html = renderToString(<RichHtml html={'<p>ok</p><script>alert(1)</script>'} />);
    expect(html).toContain('<p>ok</p>');
    expect(html).not.toContain('script');
  });
});
