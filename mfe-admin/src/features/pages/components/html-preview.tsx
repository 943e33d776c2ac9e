import { EditorContent, useEditor } from '@tiptap/react'
import { useEffect } from 'react'
import { pageEditorExtensions } from '../lib/editor-extensions'
import { withCaptionsAbove } from '../lib/table-captions'
import styles from './rich-text-editor.module.css'

/**
 * Stored page HTML shown read-only through the editor's own schema (loaded lazily with it): the API sanitised it on
 * write, and ProseMirror's parser keeps only the schema's nodes and marks, so nothing is ever set as raw HTML here.
 */
export default function HtmlPreview({ html, lang }: { html: string; lang: 'tr' | 'en' }) {
  const editor = useEditor({
    extensions: pageEditorExtensions,
    content: withCaptionsAbove(html),
    editable: false,
    // Read-only text, not an input: no textbox role.
    editorProps: { attributes: { class: styles.preview ?? '', lang, role: 'none' } },
  })
  useEffect(() => {
    if (!editor.isDestroyed) editor.commands.setContent(withCaptionsAbove(html), { emitUpdate: false })
  }, [editor, html])
  return <EditorContent editor={editor} />
}
