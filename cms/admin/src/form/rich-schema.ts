// The rich-text editor's document model: which Tiptap extensions it runs and how stored HTML goes
// in and comes back out. RichText.tsx and the round-trip test of the demo content
// (__tests__/unit/console-rich-roundtrip.test.ts) both use it, so what the test proves is what
// editors get.
import type { Extensions } from '@tiptap/core';
import Document from '@tiptap/extension-document';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';

/**
 * Block fields (a post's content) take the full kit; inline fields (a section title such as
 * "Our <strong>Story</strong>", marked x-inline in the schema) are one line of text with marks:
 * the site renders them inside its own heading, where a paragraph or list would not belong.
 */
export function richExtensions(inline: boolean): Extensions {
  return [
    StarterKit.configure({
      // Tiptap's defaults give every link target="_blank" and rel="nofollow": stored links keep
      // exactly the target and rel they have (the site's sanitizer adds rel to new-tab links).
      link: { openOnClick: false, HTMLAttributes: { target: null, rel: null } },
      ...(inline
        ? {
            document: false,
            trailingNode: false,
            heading: false,
            bulletList: false,
            orderedList: false,
            listItem: false,
            listKeymap: false,
            blockquote: false,
            codeBlock: false,
            horizontalRule: false,
          }
        : {}),
    }),
    ...(inline ? [Document.extend({ content: 'paragraph' })] : [Image.configure({ inline: false })]),
  ];
}

/** Stored HTML names media as "media/…"; the editor shows them from the CMS's /uploads/. */
export const toEditorHtml = (html: string) => html.replace(/(\s(?:src|href)=["'])(media\/)/g, '$1/uploads/$2');

/** The editor's HTML as stored: media paths back to "media/…", an inline field without its paragraph. */
export function toStoredHtml(html: string, inline: boolean): string {
  const stored = html.replace(/(\s(?:src|href)=["'])\/uploads\/(media\/)/g, '$1$2');
  // the empty paragraph Tiptap keeps after a last list or image (so the cursor can get below it)
  // means nothing: it is not stored
  if (!inline) return stored.replace(/(<p><\/p>)+$/, '');
  return stored.replace(/^<p>([\s\S]*)<\/p>$/, '$1');
}
