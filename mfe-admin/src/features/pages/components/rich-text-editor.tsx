import { EditorContent, useEditor } from '@tiptap/react'
import { useEffect, useMemo, useRef } from 'react'
import { pageEditorExtensions } from '../lib/editor-extensions'
import { withCaptionsAbove } from '../lib/table-captions'
import { withTableHeads } from '../lib/table-heads'
import { EditorToolbar } from './editor-toolbar'
import styles from './rich-text-editor.module.css'

export interface RichTextEditorProps {
  /** HTML; an empty editor is ''. */
  value: string
  onChange: (html: string) => void
  /** The id of the visible label that names the editing area. */
  labelledBy: string
  /** Ids of the hint or error under the editor. */
  describedBy?: string
  invalid?: boolean
  /** The content's language (spell checking, screen reader voice). */
  lang: 'tr' | 'en'
  /** The toolbar's accessible name ('Türkçe içerik biçimlendirme araçları'). */
  toolbarLabel: string
}

/**
 * A Tiptap rich-text editor producing HTML within PAGE_HTML_TAGS. Loaded lazily (React.lazy) by the page form, so
 * the rest of the admin does not carry ProseMirror. A new `value` from outside (a translation) replaces the
 * content; the editor's own edits come back through `onChange` only.
 */
export default function RichTextEditor({
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid = false,
  lang,
  toolbarLabel,
}: RichTextEditorProps) {
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange
  // The HTML the editor holds as far as the form knows: what it last reported or was given.
  const known = useRef(value)
  const attributes = useMemo(
    () => ({
      class: styles.content ?? '',
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelledBy,
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      'aria-invalid': String(invalid),
      lang,
    }),
    [labelledBy, describedBy, invalid, lang],
  )
  const editor = useEditor({
    extensions: pageEditorExtensions,
    content: withCaptionsAbove(value),
    editorProps: { attributes },
    onUpdate: ({ editor: changed }) => {
      // The empty paragraph the editor keeps after a last heading or list (so the caret can leave it) is not content.
      const html = changed.isEmpty ? '' : withTableHeads(changed.getHTML().replace(/(?:<p><\/p>)+$/, ''))
      known.current = html
      onChangeRef.current(html)
    },
  })

  useEffect(() => {
    if (value === known.current || editor.isDestroyed) return
    known.current = value
    editor.commands.setContent(withCaptionsAbove(value), { emitUpdate: false })
  }, [editor, value])

  useEffect(() => {
    editor.setOptions({ editorProps: { attributes } })
  }, [editor, attributes])

  return (
    <div className={styles.editor} data-invalid={invalid || undefined}>
      <EditorToolbar editor={editor} label={toolbarLabel} />
      <EditorContent editor={editor} />
    </div>
  )
}
