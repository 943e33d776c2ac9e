import { IMAGE_ACCEPT } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Button, notify } from '@shop/ui'
import { useEffect, useId } from 'react'
import { FileButton } from '../../../components/file-button'
import layout from '../../../components/form-layout.module.css'
import { notifyFailure } from '../../../lib/notify-failure'
import { useUploadCategoryImage } from '../api/upload-category-image'
import styles from './category-form.module.css'

interface CategoryImageFieldProps {
  value: string | null | undefined
  onChange: (url: string | null) => void
  error?: string
  /** Lets the form hold its save button while a file is on its way. */
  onUploadingChange: (uploading: boolean) => void
}

/**
 * The category's one image: pick a file (uploaded at once into the categories folder), see it, remove it. The button's
 * words name the input; the hint and any error describe it.
 */
export function CategoryImageField({ value, onChange, error, onUploadingChange }: CategoryImageFieldProps) {
  const t = useT()
  const upload = useUploadCategoryImage()
  const id = useId()
  const describedBy = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  useEffect(() => onUploadingChange(upload.isPending), [upload.isPending, onUploadingChange])

  const pick = (file: File | undefined) => {
    if (!file) return
    upload.mutate(file, {
      onSuccess: ({ url }) => {
        onChange(url)
        notify.success(t('admin.categories.form_image_uploaded'))
      },
      onError: (failure) => notifyFailure(failure, t('admin.categories.form_image_failed')),
    })
  }

  return (
    <fieldset className={styles.image}>
      <legend className={styles.legend}>{t('admin.categories.form_image')}</legend>
      {value && <img className={styles.preview} src={value} alt={t('admin.categories.form_image_preview')} />}
      <div className={styles.imageControls}>
        <div className={styles.imageButtons}>
          <FileButton
            control={{ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy }}
            label={value ? t('admin.categories.form_image_change') : t('admin.categories.form_image_choose')}
            accept={IMAGE_ACCEPT}
            disabled={upload.isPending}
            onFiles={(files) => pick(files[0])}
          />
          {value && (
            <Button variant="secondary" onClick={() => onChange(null)} disabled={upload.isPending}>
              {t('admin.categories.form_image_remove')}
            </Button>
          )}
        </div>
        <p id={`${id}-hint`} className={layout.note}>
          {t('admin.categories.form_image_hint')}
        </p>
        {error && (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
        )}
        <output className={`${layout.note} ${styles.status}`} aria-live="polite">
          {upload.isPending ? t('admin.categories.form_image_uploading') : ''}
        </output>
      </div>
    </fieldset>
  )
}
