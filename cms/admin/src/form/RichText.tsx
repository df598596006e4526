// Rich text with Tiptap (loaded lazily: only screens with HTML fields pay for it). The document
// model and the stored form of its HTML are rich-schema.ts's.
import { useEffect, useRef, useState } from 'react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import type { MediaRow } from '../lib/types';
import { isImage, mediaSrc } from './media-url';
import { MediaPicker } from './MediaPicker';
import { richExtensions, toEditorHtml, toStoredHtml } from './rich-schema';

interface Props {
  id: string;
  labelId: string;
  value: string;
  onChange: (html: string) => void;
  invalid: boolean;
  describedBy?: string;
  /** one line with emphasis (x-inline): no blocks */
  inline?: boolean;
  /** the field's label, naming its toolbar's buttons apart from another rich field's */
  label?: string;
}

/** An image from the library goes in with the library's alt text; any other file as a link to it. */
function insertMedia(editor: Editor, m: MediaRow) {
  const src = mediaSrc(m.path);
  if (isImage(m.path)) editor.chain().focus().setImage({ src, alt: m.alt }).run();
  else
    editor
      .chain()
      .focus()
      .insertContent({ type: 'text', text: m.name || m.path, marks: [{ type: 'link', attrs: { href: src } }] })
      .run();
}

/**
 * The media library's picker (as media fields use it) for "Insert image". What is picked goes in
 * on the next frame, once the dialog has closed: closing a <dialog> gives focus back to its
 * opener, and the editor should have it, on the new image.
 */
function useMediaInsert(editor: Editor | null) {
  const [open, setOpen] = useState(false);
  const picker = (
    <MediaPicker
      open={open}
      onClose={() => setOpen(false)}
      onPick={(m) => {
        setOpen(false);
        if (editor) requestAnimationFrame(() => insertMedia(editor, m));
      }}
    />
  );
  return { openPicker: () => setOpen(true), picker };
}

interface ToolbarProps {
  editor: Editor;
  id: string;
  inline: boolean;
  label?: string;
  onInsertImage: () => void;
}

function Toolbar({ editor, id, inline, label, onInsertImage }: ToolbarProps) {
  const b = (label: string, active: boolean, run: () => void) => (
    <button type="button" className="btn btn-small" aria-pressed={active} onClick={run}>
      {label}
    </button>
  );
  return (
    <div className="toolbar" role="toolbar" aria-label="Formatting" aria-controls={id}>
      {b('Bold', editor.isActive('bold'), () => editor.chain().focus().toggleBold().run())}
      {b('Italic', editor.isActive('italic'), () => editor.chain().focus().toggleItalic().run())}
      {inline ? null : (
        <>
          {b('Heading', editor.isActive('heading', { level: 2 }), () => editor.chain().focus().toggleHeading({ level: 2 }).run())}
          {b('Subheading', editor.isActive('heading', { level: 3 }), () => editor.chain().focus().toggleHeading({ level: 3 }).run())}
          {b('Bullet list', editor.isActive('bulletList'), () => editor.chain().focus().toggleBulletList().run())}
          {b('Numbered list', editor.isActive('orderedList'), () => editor.chain().focus().toggleOrderedList().run())}
          {b('Quote', editor.isActive('blockquote'), () => editor.chain().focus().toggleBlockquote().run())}
          <button type="button" className="btn btn-small" aria-haspopup="dialog" onClick={onInsertImage}>
            Insert image{label ? <span className="visually-hidden"> into {label}</span> : null}
          </button>
        </>
      )}
    </div>
  );
}

export default function RichText({ id, labelId, value, onChange, invalid, describedBy, inline = false, label }: Props) {
  const last = useRef(value);
  const editor = useEditor({
    extensions: richExtensions(inline),
    content: toEditorHtml(value),
    // the console's CSP allows no inline <style>: its stylesheet styles the editor
    injectCSS: false,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': inline ? 'false' : 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'rich',
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = toStoredHtml(e.getHTML(), inline);
      last.current = html;
      onChange(html);
    },
  });
  // a value from outside (restore, reload theirs) replaces the content
  useEffect(() => {
    if (editor && value !== last.current) {
      last.current = value;
      editor.commands.setContent(toEditorHtml(value), { emitUpdate: false });
    }
  }, [editor, value]);
  const { openPicker, picker } = useMediaInsert(editor);
  if (!editor) return null;
  return (
    <div className="rich-wrap">
      <Toolbar editor={editor} id={id} inline={inline} label={label} onInsertImage={openPicker} />
      <EditorContent editor={editor} />
      {inline ? null : picker}
    </div>
  );
}
