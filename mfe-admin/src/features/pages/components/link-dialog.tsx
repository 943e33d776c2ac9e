import { isSafeLinkUrl } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Button, TextField } from '@shop/ui'
import type { Editor } from '@tiptap/react'
import { useState } from 'react'
import { Modal } from '../../../components/modal'
import styles from './rich-text-editor.module.css'

interface LinkDialogProps {
  editor: Editor
  open: boolean
  onClose: () => void
}

/**
 * Adds, changes or removes the link on the selection (a small dialog rather than window.prompt: labelled, keyboard
 * operable, and it checks the address with the sanitiser's own rule before the editor takes it). No <form> here: the
 * dialog sits inside the page form, and forms do not nest.
 */
export function LinkDialog({ editor, open, onClose }: LinkDialogProps) {
  const t = useT()
  return (
    <Modal open={open} title={t('admin.pages.link_dialog_title')} onClose={onClose}>
      {open && <LinkFields editor={editor} onClose={onClose} />}
    </Modal>
  )
}

function LinkFields({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const t = useT()
  const current = editor.getAttributes('link').href
  const [url, setUrl] = useState(typeof current === 'string' ? current : '')
  const [invalid, setInvalid] = useState(false)
  const hasLink = editor.isActive('link')

  const apply = () => {
    const href = url.trim()
    if (!isSafeLinkUrl(href)) {
      setInvalid(true)
      return
    }
    const chain = editor.chain().focus().extendMarkRange('link')
    if (editor.state.selection.empty && !hasLink) {
      // Nothing selected: the address itself becomes the link's text.
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run()
    } else {
      chain.setLink({ href }).run()
    }
    onClose()
  }
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run()
    onClose()
  }

  return (
    <div className={styles.linkFields}>
      <TextField
        label={t('admin.pages.link_url')}
        hint={t('admin.pages.link_url_hint')}
        error={invalid ? t('admin.pages.link_invalid') : undefined}
        value={url}
        inputMode="url"
        autoComplete="off"
        autoFocus
        onChange={(event) => {
          setUrl(event.target.value)
          setInvalid(false)
        }}
        onKeyDown={(event) => {
          // Enter applies the link here instead of submitting the page form around the dialog.
          if (event.key !== 'Enter') return
          event.preventDefault()
          apply()
        }}
      />
      <div className={styles.linkActions}>
        {hasLink && (
          <Button variant="ghost" onClick={remove}>
            {t('admin.pages.link_remove')}
          </Button>
        )}
        <Button variant="secondary" onClick={onClose}>
          {t('admin.common.cancel')}
        </Button>
        <Button onClick={apply} disabled={!url.trim()}>
          {t('admin.pages.link_apply')}
        </Button>
      </div>
    </div>
  )
}
