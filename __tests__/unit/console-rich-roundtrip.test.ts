// Every HTML field of the demo content goes through the console's rich-text editor (the same
// Tiptap extensions, as the console loads and stores them) and comes back meaning the same:
// same text in the same blocks, same images with src and alt, same links, headings, lists and
// emphasis (docs/product/editing.md, "The console").
import fs from 'fs';
import path from 'path';
import { Editor } from '@tiptap/core';
import type { TSchema } from '@sinclair/typebox';
import { ITEM_SCHEMAS, PAGE_SCHEMAS } from '../../contract/editor-schemas';
import { richExtensions, toEditorHtml, toStoredHtml } from '../../cms/admin/src/form/rich-schema';
import { htmlMeaning } from '../support/html-meaning';

const CONTENT = path.join(__dirname, '../../cms/content');

interface Field {
  name: string;
  html: string;
  inline: boolean;
}

/** Every HTML field (x-html in the schema) of every demo item and page. */
function demoHtmlFields(): Field[] {
  const fields: Field[] = [];
  const schemas: [string, TSchema][] = [
    ...Object.entries(ITEM_SCHEMAS).map(([type, s]): [string, TSchema] => [`${type}.json`, s]),
    ...Object.entries(PAGE_SCHEMAS).map(([key, s]): [string, TSchema] => [`${key.replace(/_/g, '-')}.json`, s]),
  ];
  for (const [file, schema] of schemas) {
    const props = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
    const html = Object.keys(props).filter((p) => props[p]['x-html']);
    if (!html.length) continue;
    const json: unknown = JSON.parse(fs.readFileSync(path.join(CONTENT, file), 'utf8'));
    const docs = (Array.isArray(json) ? json : [json]) as Record<string, unknown>[];
    for (const doc of docs)
      for (const p of html)
        if (typeof doc[p] === 'string')
          fields.push({
            name: `${file}${doc.id !== undefined ? ` #${String(doc.id)}` : ''} ${p}`,
            html: doc[p] as string,
            inline: props[p]['x-inline'] === true,
          });
  }
  return fields;
}

/** Loads the HTML as the console does, lets the editor's plugins run once, and stores it back. */
function roundTrip(html: string, inline: boolean): string {
  const editor = new Editor({ extensions: richExtensions(inline), content: toEditorHtml(html) });
  try {
    editor.view.dispatch(editor.state.tr.insertText(''));
    return toStoredHtml(editor.getHTML(), inline);
  } finally {
    editor.destroy();
  }
}

const fields = demoHtmlFields();

test('the demo content has its HTML fields, images and links among them', () => {
  console.log(`rich-text round trip: ${fields.length} HTML fields of the demo content`);
  expect(fields.length).toBeGreaterThanOrEqual(101);
  const all = fields.map((f) => f.html).join('');
  expect(all).toMatch(/<img [^>]*alt=/);
  expect(all).toMatch(/<a [^>]*href=/);
  expect(fields.some((f) => f.inline)).toBe(true);
});

test.each(fields.map((f) => [f.name, f] as const))('%s keeps its meaning through the editor', (_name, f) => {
  const back = roundTrip(f.html, f.inline);
  expect(htmlMeaning(back, f.inline)).toEqual(htmlMeaning(f.html, f.inline));
});

test('the comparison sees a lost image, a changed link target and a title wrapped in a paragraph', () => {
  const html = '<p>See <a href="/blogInfo?id=2">this</a></p><img src="media/x.jpg" alt="X">';
  expect(htmlMeaning('<p>See <a href="/blogInfo?id=2">this</a></p>')).not.toEqual(htmlMeaning(html));
  expect(htmlMeaning('<p>See <a href="/blogInfo?id=2" target="_blank">this</a></p><img src="media/x.jpg" alt="X">')).not.toEqual(htmlMeaning(html));
  expect(htmlMeaning('<p>Our <strong>Story</strong></p>', true)).not.toEqual(htmlMeaning('Our <strong>Story</strong>', true));
});
