// What the console's rich-text editor writes (cms/admin/src/form/rich-schema.ts: headings, lists,
// quotes, bold, italic, links, images …) is HTML the policy keeps as it is: saving it (DOMPurify)
// and building it (sanitize-html) give back the very same bytes, so no class or attribute the
// editor needs is lost (contract/html/html-policy.ts).
import { Editor } from '@tiptap/core';
import { richExtensions, toEditorHtml, toStoredHtml } from '../../cms/admin/src/form/rich-schema';
import { sanitizeHtml } from '../../contract/html/sanitize';
import { sanitizeForBuild } from '../../contract/html/build-sanitizer';

/** The HTML the editor stores for `html`, as the console loads and saves it. */
function editorHtml(html: string, inline = false): string {
  const editor = new Editor({ extensions: richExtensions(inline), content: toEditorHtml(html) });
  try {
    return toStoredHtml(editor.getHTML(), inline);
  } finally {
    editor.destroy();
  }
}

const BLOCK = [
  '<h2>Heading two</h2><h3>Heading three</h3><h4>Four</h4>',
  '<p>Plain, <strong>bold</strong>, <em>italic</em>, <s>struck</s>, <u>underlined</u> and <code>code</code>.</p>',
  '<ul><li><p>one</p></li><li><p>two <strong>bold</strong></p></li></ul><ol start="3"><li><p>three</p></li></ol>',
  '<blockquote><p>A quote with <em>emphasis</em>.</p></blockquote>',
  '<p>See <a href="/blogInfo?id=2">this post</a>, <a href="https://example.com/x?a=1&b=2">another site</a> and <a href="mailto:info@example.com">mail</a>.</p>',
  '<p>Opens a tab: <a href="https://example.com" target="_blank" rel="noopener noreferrer">example</a></p>',
  '<img src="media/blog/a.jpg" alt="A film being laid" title="Laying"><p>After the picture</p>',
  '<p>line one<br>line two</p><hr><pre><code>npm start</code></pre>',
];

const INLINE = ['Our <strong>Story</strong>', 'The <em>best</em> film'];

it.each(BLOCK.map((h) => [h]))('%s: the editor’s HTML passes both engines unchanged', (input) => {
  const html = editorHtml(input);
  // the editor really wrote the constructs listed (not an empty document)
  expect(html.replace(/<[^>]+>/g, '')).toBe(input.replace(/<[^>]+>/g, '').replace(/&(?!amp;)/g, '&amp;'));
  expect(sanitizeHtml(html)).toBe(html);
  expect(sanitizeForBuild(html)).toBe(html);
});

it.each(INLINE.map((h) => [h]))('%s: an inline field passes both engines unchanged', (input) => {
  const html = editorHtml(input, true);
  expect(html).toBe(input);
  expect(sanitizeHtml(html)).toBe(html);
  expect(sanitizeForBuild(html)).toBe(html);
});

it('the editor writes the elements and attributes the policy has to keep', () => {
  const all = BLOCK.map((h) => editorHtml(h)).join('');
  for (const tag of ['h2', 'h3', 'ul', 'ol', 'li', 'blockquote', 'strong', 'em', 's', 'u', 'code', 'pre', 'br', 'hr', 'img', 'a'])
    expect(all).toContain(`<${tag}`);
  for (const attr of ['href=', 'src=', 'alt=', 'title=', 'start=', 'target=', 'rel=']) expect(all).toContain(` ${attr}`);
  expect(all).not.toMatch(/\s(class|style)=/);
});
