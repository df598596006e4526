// Rich text with Tiptap (loaded lazily: only screens with HTML fields pay for it). Stored HTML
// names media as "media/…"; the editor shows them from /uploads/ and writes the stored form back.
import { useEffect, useRef } from 'react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';

const toEditor = (html: string) => html.replace(/(\s(?:src|href)=["'])(media\/)/g, '$1/uploads/$2');
const toStored = (html: string) => html.replace(/(\s(?:src|href)=["'])\/uploads\/(media\/)/g, '$1$2');

interface Props {
  id: string;
  labelId: string;
  value: string;
  onChange: (html: string) => void;
  invalid: boolean;
  describedBy?: string;
}

function Toolbar({ editor, id }: { editor: Editor; id: string }) {
  const b = (label: string, active: boolean, run: () => void) => (
    <button type="button" className="btn btn-small" aria-pressed={active} onClick={run}>
      {label}
    </button>
  );
  return (
    <div className="toolbar" role="toolbar" aria-label="Formatting" aria-controls={id}>
      {b('Bold', editor.isActive('bold'), () => editor.chain().focus().toggleBold().run())}
      {b('Italic', editor.isActive('italic'), () => editor.chain().focus().toggleItalic().run())}
      {b('Heading', editor.isActive('heading', { level: 2 }), () => editor.chain().focus().toggleHeading({ level: 2 }).run())}
      {b('Subheading', editor.isActive('heading', { level: 3 }), () => editor.chain().focus().toggleHeading({ level: 3 }).run())}
      {b('Bullet list', editor.isActive('bulletList'), () => editor.chain().focus().toggleBulletList().run())}
      {b('Numbered list', editor.isActive('orderedList'), () => editor.chain().focus().toggleOrderedList().run())}
      {b('Quote', editor.isActive('blockquote'), () => editor.chain().focus().toggleBlockquote().run())}
    </div>
  );
}

export default function RichText({ id, labelId, value, onChange, invalid, describedBy }: Props) {
  const last = useRef(value);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } }), Image.configure({ inline: false })],
    content: toEditor(value),
    // the console's CSP allows no inline <style>: its stylesheet styles the editor
    injectCSS: false,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'rich',
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = toStored(e.getHTML());
      last.current = html;
      onChange(html);
    },
  });
  // a value from outside (restore, reload theirs) replaces the content
  useEffect(() => {
    if (editor && value !== last.current) {
      last.current = value;
      editor.commands.setContent(toEditor(value), { emitUpdate: false });
    }
  }, [editor, value]);
  if (!editor) return null;
  return (
    <div className="rich-wrap">
      <Toolbar editor={editor} id={id} />
      <EditorContent editor={editor} />
    </div>
  );
}
