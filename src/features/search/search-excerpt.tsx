/** A result's excerpt with the matched words highlighted (only <mark> is kept, see safeExcerpt). */
import * as React from 'react';
import { safeExcerpt } from './pagefind-client';

export function SearchExcerpt({ html, className }: { html: string; className?: string }): JSX.Element {
  return <span className={className} dangerouslySetInnerHTML={{ __html: safeExcerpt(html) }} />;
}
