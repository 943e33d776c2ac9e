import { IMAGE_ACCEPT, isSafeImageUrl } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Button, notify, TextField } from '@shop/ui'
import type { Editor } from '@tiptap/react'
import { type KeyboardEvent, useState } from 'react'
import { FileButton } from '../../../components/file-button'
import layout from '../../../components/form-layout.module.css'
import { Modal } from '../../../components/modal'
import { notifyFailure } from '../../../lib/notify-failure'
import { useUploadPageImage } from '../api/upload-page-image'
import styles from './rich-text-editor.module.css'

interface ImageDialogProps {
  editor: Editor
  open: boolean
  onClose: () => void
}

/**
 * Puts an image into the page: a file uploaded at once (into the general folder) or an address, and its alternative
 * text, which is required. With an image selected it changes that image instead. Like the link dialog there is no
 * <form> (it sits inside the page form) and Enter in a field applies.
 */
export function ImageDialog({ editor, open, onClose }: ImageDialogProps) {
  const t = useT()
  const editing = open && editor.isActive('image')
  return (
    <Modal
      open={open}
      title={editing ? t('admin.pages.image_dialog_title_edit') : t('admin.pages.image_dialog_title')}
      onClose={onClose}
    >
      {open && <ImageFields editor={editor} editing={editing} onClose={onClose} />}
    </Modal>
  )
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

function ImageFields({
  editor,
  editing,
  onClose,
}: {
  editor: Editor
  editing: boolean
  onClose: () => void
}) {
  const t = useT()
  const upload = useUploadPageImage()
  const current = editing ? editor.getAttributes('image') : {}
  const [src, setSrc] = useState(text(current.src))
  const [alt, setAlt] = useState(text(current.alt))
  const [srcInvalid, setSrcInvalid] = useState(false)
  const [altMissing, setAltMissing] = useState(false)
  const address = src.trim()

  const pick = (file: File | undefined) => {
    if (!file) return
    upload.mutate(file, {
      onSuccess: ({ url }) => {
        setSrc(url)
        setSrcInvalid(false)
        notify.success(t('admin.pages.image_uploaded'))
      },
      onError: (failure) => notifyFailure(failure, t('admin.pages.image_upload_failed')),
    })
  }

  const apply = () => {
    const badSrc = !isSafeImageUrl(address)
    const noAlt = !alt.trim()
    setSrcInvalid(badSrc)
    setAltMissing(noAlt)
    if (badSrc || noAlt) return
    // With an image selected, setImage replaces it; width and height of a changed image would no longer fit.
    editor.chain().focus().setImage({ src: address, alt: alt.trim() }).run()
    onClose()
  }
  const applyOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    apply()
  }

  return (
    <div className={styles.linkFields}>
      <div className={styles.imageSource}>
        <FileButton
          label={t('admin.pages.image_upload')}
          accept={IMAGE_ACCEPT}
          disabled={upload.isPending}
          onFiles={(files) => pick(files[0])}
        />
        <output className={layout.note} aria-live="polite">
          {upload.isPending ? t('admin.pages.image_uploading') : ''}
        </output>
      </div>
      <TextField
        label={t('admin.pages.image_url')}
        hint={t('admin.pages.image_url_hint')}
        error={srcInvalid ? t('admin.pages.image_url_invalid') : undefined}
        value={src}
        inputMode="url"
        autoComplete="off"
        autoFocus
        onChange={(event) => {
          setSrc(event.target.value)
          setSrcInvalid(false)
        }}
        onKeyDown={applyOnEnter}
      />
      {isSafeImageUrl(address) && (
        <img className={styles.imagePreview} src={address} alt={t('admin.pages.image_preview')} />
      )}
      <TextField
        label={t('admin.pages.image_alt')}
        hint={t('admin.pages.image_alt_hint')}
        error={altMissing ? t('admin.pages.image_alt_required') : undefined}
        value={alt}
        required
        autoComplete="off"
        onChange={(event) => {
          setAlt(event.target.value)
          setAltMissing(false)
        }}
        onKeyDown={applyOnEnter}
      />
      <div className={styles.linkActions}>
        <Button variant="secondary" onClick={onClose}>
          {t('admin.common.cancel')}
        </Button>
        <Button onClick={apply} disabled={!address || upload.isPending}>
          {editing ? t('admin.pages.image_update') : t('admin.pages.image_insert')}
        </Button>
      </div>
    </div>
  )
}
