import { useT } from '@shop/i18n'
import { type Editor, useEditorState } from '@tiptap/react'
import { type KeyboardEvent, useRef, useState } from 'react'
import {
  BulletListGlyph,
  LinkGlyph,
  OrderedListGlyph,
  QuoteGlyph,
  RedoGlyph,
  UndoGlyph,
} from './editor-icons'
import { ImageDialog } from './image-dialog'
import { LinkDialog } from './link-dialog'
import { useMediaTools } from './media-tools'
import styles from './rich-text-editor.module.css'
import type { ToolButton } from './tool-button'

type HeadingLevel = 2 | 3 | 4
const HEADING_LEVELS: readonly HeadingLevel[] = [2, 3, 4]

/**
 * The formatting toolbar: one tab stop, the arrow keys (and Home/End) move between its buttons (WAI-ARIA toolbar
 * pattern); toggles say whether they are on with aria-pressed. The image and table tools come from useMediaTools.
 */
export function EditorToolbar({ editor, label }: { editor: Editor; label: string }) {
  const t = useT()
  const [linkOpen, setLinkOpen] = useState(false)
  const [imageOpen, setImageOpen] = useState(false)
  const mediaButtons = useMediaTools(editor, () => setImageOpen(true))
  const [focusIndex, setFocusIndex] = useState(0)
  const buttonRefs = useRef<(HTMLButtonElement | null)[]>([])
  const state = useEditorState({
    editor,
    selector: ({ editor: now }) => ({
      headings: HEADING_LEVELS.map((level) => now.isActive('heading', { level })),
      bold: now.isActive('bold'),
      italic: now.isActive('italic'),
      underline: now.isActive('underline'),
      bulletList: now.isActive('bulletList'),
      orderedList: now.isActive('orderedList'),
      blockquote: now.isActive('blockquote'),
      link: now.isActive('link'),
      canUndo: now.can().undo(),
      canRedo: now.can().redo(),
    }),
  })
  const chain = () => editor.chain().focus()
  const buttons: ToolButton[] = [
    ...HEADING_LEVELS.map((level, index) => ({
      key: `h${level}`,
      label: t('admin.pages.heading', { level }),
      face: `H${level}`,
      pressed: state.headings[index] ?? false,
      run: () => chain().toggleHeading({ level }).run(),
    })),
    {
      key: 'bold',
      label: t('admin.pages.bold'),
      face: <b>B</b>,
      pressed: state.bold,
      run: () => chain().toggleBold().run(),
    },
    {
      key: 'italic',
      label: t('admin.pages.italic'),
      face: <i>I</i>,
      pressed: state.italic,
      run: () => chain().toggleItalic().run(),
    },
    {
      key: 'underline',
      label: t('admin.pages.underline'),
      face: <u>U</u>,
      pressed: state.underline,
      run: () => chain().toggleUnderline().run(),
    },
    {
      key: 'bullets',
      label: t('admin.pages.bullet_list'),
      face: <BulletListGlyph />,
      pressed: state.bulletList,
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: 'numbers',
      label: t('admin.pages.ordered_list'),
      face: <OrderedListGlyph />,
      pressed: state.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      key: 'quote',
      label: t('admin.pages.blockquote'),
      face: <QuoteGlyph />,
      pressed: state.blockquote,
      run: () => chain().toggleBlockquote().run(),
    },
    {
      key: 'link',
      label: t('admin.pages.link'),
      face: <LinkGlyph />,
      pressed: state.link,
      run: () => setLinkOpen(true),
    },
    ...mediaButtons,
    {
      key: 'undo',
      label: t('admin.pages.undo'),
      face: <UndoGlyph />,
      disabled: !state.canUndo,
      run: () => chain().undo().run(),
    },
    {
      key: 'redo',
      label: t('admin.pages.redo'),
      face: <RedoGlyph />,
      disabled: !state.canRedo,
      run: () => chain().redo().run(),
    },
  ]
  // The tab stop stays on an enabled button (undo turns disabled once everything is undone).
  const tabStop = buttons[focusIndex]?.disabled ? 0 : focusIndex

  const onKeyDown = (event: KeyboardEvent) => {
    const enabled = buttons.flatMap((button, index) => (button.disabled ? [] : [index]))
    const at = enabled.indexOf(tabStop)
    const target = {
      ArrowRight: enabled[(at + 1) % enabled.length],
      ArrowLeft: enabled[(at - 1 + enabled.length) % enabled.length],
      Home: enabled[0],
      End: enabled.at(-1),
    }[event.key]
    if (target === undefined) return
    event.preventDefault()
    setFocusIndex(target)
    buttonRefs.current[target]?.focus()
  }

  return (
    <>
      <div role="toolbar" aria-label={label} className={styles.toolbar} onKeyDown={onKeyDown}>
        {buttons.map((button, index) => (
          <button
            key={button.key}
            ref={(element) => {
              buttonRefs.current[index] = element
            }}
            type="button"
            className={styles.tool}
            aria-label={button.label}
            title={button.label}
            aria-pressed={button.pressed}
            disabled={button.disabled}
            tabIndex={index === tabStop ? 0 : -1}
            onFocus={() => setFocusIndex(index)}
            // Keeps the editor's selection: the click acts on what was selected.
            onMouseDown={(event) => event.preventDefault()}
            onClick={button.run}
          >
            <span aria-hidden="true">{button.face}</span>
          </button>
        ))}
      </div>
      <LinkDialog editor={editor} open={linkOpen} onClose={() => setLinkOpen(false)} />
      <ImageDialog editor={editor} open={imageOpen} onClose={() => setImageOpen(false)} />
    </>
  )
}
