import { IMAGE_ACCEPT } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Button, Field, notify } from '@shop/ui'
import { useEffect } from 'react'
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

/** The category's one image: pick a file (uploaded at once into the categories folder), see it, remove it. */
export function CategoryImageField({ value, onChange, error, onUploadingChange }: CategoryImageFieldProps) {
  const t = useT()
  const upload = useUploadCategoryImage()
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
      <Field
        label={value ? t('admin.categories.form_image_change') : t('admin.categories.form_image_choose')}
        hint={t('admin.categories.form_image_hint')}
        error={error}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept={IMAGE_ACCEPT}
            className={styles.file}
            disabled={upload.isPending}
            onChange={(event) => {
              pick(event.target.files?.[0])
              // The same file can be picked again after a failure.
              event.target.value = ''
            }}
          />
        )}
      </Field>
      <output className={layout.note} aria-live="polite">
        {upload.isPending ? t('admin.categories.form_image_uploading') : ''}
      </output>
      {value && (
        <Button variant="secondary" onClick={() => onChange(null)} disabled={upload.isPending}>
          {t('admin.categories.form_image_remove')}
        </Button>
      )}
    </fieldset>
  )
}
