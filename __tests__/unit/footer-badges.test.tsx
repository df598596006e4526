// Every picture in the footer reserves its box (width and height attributes), so the footer
// does not shift when the store badges arrive (docs/product/page-weight.md).
import * as React from 'react';
import { render } from '@testing-library/react';
import { APP_BADGE, Footer } from '../../src/components/layout/footer';

test('every footer image has width and height attributes', () => {
  const { container } = render(
    <Footer
      data={{
        contact_number: '+1 555',
        enterprise_email: 'a@example.com',
        apps: [
          { url: 'https://apps.example/ios', image: '/media/app-store.png', name: 'App Store' },
          { url: 'https://apps.example/android', image: '/media/google-play.png' },
        ],
      }}
    />,
  );
  const imgs = Array.from(container.querySelectorAll('img'));
  expect(imgs).toHaveLength(2);
  for (const img of imgs) {
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual([String(APP_BADGE.width), String(APP_BADGE.height)]);
  }
});
