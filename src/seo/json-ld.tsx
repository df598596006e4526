/** One JSON-LD block in the page head (through react-helmet, so it is in the static HTML). */
import * as React from 'react';
import { Helmet } from 'react-helmet';
import { serializeJsonLd, type JsonLdNode } from './schema';

export function JsonLd({ data }: { data: JsonLdNode | null | undefined }): JSX.Element | null {
  if (!data) return null;
  return (
    <Helmet>
      <script type="application/ld+json">{serializeJsonLd(data)}</script>
    </Helmet>
  );
}

export default JsonLd;
