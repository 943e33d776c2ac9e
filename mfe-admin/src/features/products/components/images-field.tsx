import { IMAGE_ACCEPT, type ProductInputDraft } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Spinner } from '@shop/ui'
import { useEffect, useRef } from 'react'
import { useController, useFormContext } from 'react-hook-form'
import layout from '../../../components/form-layout.module.css'
import { useFieldMessage } from '../hooks/use-field-message'
import { type ImageUploadState, useImageUpload } from '../hooks/use-image-upload'
import { moveItem } from '../lib/move-item'
import { FilePicker } from './file-picker'
import { MediaItemActions } from './media-item-actions'
import styles from './product-form.module.css'

/** Images: several chosen at once, uploaded straight away, previewed, reordered (the first is the main) or removed. */
export function ImagesField({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const t = useT()
  const fieldMessage = useFieldMessage()
  const { control, getValues } = useFormContext<ProductInputDraft>()
  const { field, fieldState } = useController({ control, name: 'images' })
  const images = field.value
  const uploader = useImageUpload(
    () => getValues('images').length,
    (urls) => field.onChange([...getValues('images'), ...urls]),
  )
  const busyRef = useRef(onBusyChange)
  busyRef.current = onBusyChange
  useEffect(() => busyRef.current(uploader.busy), [uploader.busy])

  const error = fieldMessage(fieldState.error?.message, ['images'])
  return (
    <div className={styles.media}>
      <div className={styles.mediaHeader}>
        <h4 className={styles.mediaTitle}>{t('admin.products.images')}</h4>
        <FilePicker
          label={t('admin.products.images_choose')}
          accept={IMAGE_ACCEPT}
          disabled={uploader.busy}
          onFiles={(files) => void uploader.upload(files)}
        />
      </div>
      <p className={layout.note}>{t('admin.products.images_hint')}</p>
      <UploadStatus state={uploader.state} />
      {images.length === 0 ? (
        <p className={layout.note}>{t('admin.products.images_empty')}</p>
      ) : (
        <ol className={styles.thumbs}>
          {images.map((src, index) => {
            const n = index + 1
            return (
              <li key={src} className={styles.thumbItem}>
                <img src={src} alt={t('admin.products.image_alt', { n })} width={120} height={120} />
                {index === 0 && <span className={styles.mainBadge}>{t('admin.products.image_main')}</span>}
                <MediaItemActions
                  index={index}
                  count={images.length}
                  labels={{
                    left: t('admin.products.image_move_left', { n }),
                    right: t('admin.products.image_move_right', { n }),
                    remove: t('admin.products.image_remove', { n }),
                  }}
                  onMove={(to) => field.onChange(moveItem(images, index, to))}
                  onRemove={() => field.onChange(images.filter((_, at) => at !== index))}
                />
              </li>
            )
          })}
        </ol>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

function UploadStatus({ state }: { state: ImageUploadState }) {
  const t = useT()
  if (state.phase === 'idle') return null
  const text =
    state.phase === 'preparing'
      ? t('admin.products.images_preparing', { done: state.done, total: state.total })
      : t('admin.products.images_uploading')
  return (
    <output className={`${layout.note} ${styles.progress}`}>
      <Spinner inline />
      {text}
    </output>
  )
}
