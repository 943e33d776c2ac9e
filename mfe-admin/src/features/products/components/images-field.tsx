import { IMAGE_ACCEPT, type ProductInputDraft } from '@shop/domain'
import { useT } from '@shop/i18n'
import { useController, useFormContext } from 'react-hook-form'
import layout from '../../../components/form-layout.module.css'
import { useFieldMessage } from '../hooks/use-field-message'
import { useImageUpload } from '../hooks/use-image-upload'
import { MediaField, MediaList } from './media-field'
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

  const { state } = uploader
  const progress =
    state.phase === 'idle'
      ? null
      : state.phase === 'preparing'
        ? t('admin.products.images_preparing', { done: state.done, total: state.total })
        : t('admin.products.images_uploading')
  const error = fieldMessage(fieldState.error?.message, ['images'])
  return (
    <MediaField
      title={t('admin.products.images')}
      chooseLabel={t('admin.products.images_choose')}
      accept={IMAGE_ACCEPT}
      hint={t('admin.products.images_hint')}
      busy={uploader.busy}
      onBusyChange={onBusyChange}
      onFiles={(files) => void uploader.upload(files)}
      progress={progress}
    >
      {images.length === 0 ? (
        <p className={layout.note}>{t('admin.products.images_empty')}</p>
      ) : (
        <MediaList
          items={images}
          onChange={field.onChange}
          preview={(src, n, index) => (
            <>
              <img src={src} alt={t('admin.products.image_alt', { n })} width={120} height={120} />
              {index === 0 && <span className={styles.mainBadge}>{t('admin.products.image_main')}</span>}
            </>
          )}
          labels={(n) => ({
            left: t('admin.products.image_move_left', { n }),
            right: t('admin.products.image_move_right', { n }),
            remove: t('admin.products.image_remove', { n }),
          })}
        />
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </MediaField>
  )
}
