import type { AdminCategoryNode } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Field, fieldControlClass, TextField, useUnsavedChangesPrompt } from '@shop/ui'
import { useWatch } from 'react-hook-form'
import layout from '../../../components/form-layout.module.css'
import { useAutoTranslate } from '../../../hooks/use-auto-translate'
import { useReportDirty } from '../../../hooks/use-report-dirty'
import type { useSaveCategory } from '../api/save-category'
import { useCategoryForm } from '../hooks/use-category-form'
import { useErrorText } from '../hooks/use-error-text'
import styles from './category-form.module.css'
import { CategoryImageField } from './category-image-field'
import { EnglishField } from './english-field'
import { ParentSelect } from './parent-select'

interface CategoryFormProps {
  id: string
  node?: AdminCategoryNode
  tree: readonly AdminCategoryNode[]
  save: ReturnType<typeof useSaveCategory>
  onSaved: () => void
  onUploadingChange: (uploading: boolean) => void
  /** Whether the form holds unsaved changes, for the modal's close. */
  onDirtyChange?: (dirty: boolean) => void
}

/** The fields of admin.md §5 (category form); English is translated from Turkish as the admin types. */
export function CategoryForm({
  id,
  node,
  tree,
  save,
  onSaved,
  onUploadingChange,
  onDirtyChange,
}: CategoryFormProps) {
  const t = useT()
  const errorText = useErrorText()
  const { form, submit, register, draftNotice } = useCategoryForm({ node, save, onSaved })
  const { control, setValue, formState } = form
  const { errors } = formState
  const unsavedPrompt = useUnsavedChangesPrompt(formState.isDirty)
  useReportDirty(formState.isDirty, onDirtyChange)
  const [nameTr, nameEn, descriptionTr, descriptionEn, image] = useWatch({
    control,
    name: ['name.tr', 'name.en', 'description.tr', 'description.en', 'image'],
  })
  const nameTranslation = useAutoTranslate({
    source: nameTr,
    target: nameEn ?? '',
    onTranslated: (text) => setValue('name.en', text, { shouldDirty: true }),
    context: 'category',
    type: 'name',
  })
  const descriptionTranslation = useAutoTranslate({
    source: descriptionTr,
    target: descriptionEn ?? '',
    onTranslated: (text) => setValue('description.en', text, { shouldDirty: true }),
    context: 'category',
    type: 'description',
  })

  return (
    <form id={id} className={styles.form} onSubmit={submit} noValidate>
      {draftNotice}
      <div className={layout.pair}>
        <TextField
          label={t('admin.categories.form_name_tr')}
          error={errorText(errors.name?.tr)}
          required
          {...register.nameTr}
        />
        <EnglishField
          label={t('admin.categories.form_name_en')}
          registration={form.register('name.en')}
          error={errorText(errors.name?.en)}
          translating={nameTranslation.translating}
          retranslateLabel={t('admin.categories.form_retranslate_name')}
          onRetranslate={() => void nameTranslation.translateNow()}
          canTranslate={nameTr.trim() !== ''}
        />
      </div>
      <div className={layout.pair}>
        <Field
          label={t('admin.categories.form_description_tr')}
          required
          error={errorText(errors.description?.tr)}
        >
          {(fieldControl) => (
            <textarea
              {...form.register('description.tr')}
              {...fieldControl}
              rows={4}
              className={fieldControlClass}
            />
          )}
        </Field>
        <EnglishField
          label={t('admin.categories.form_description_en')}
          registration={form.register('description.en')}
          error={errorText(errors.description?.en)}
          multiline
          translating={descriptionTranslation.translating}
          retranslateLabel={t('admin.categories.form_retranslate_description')}
          onRetranslate={() => void descriptionTranslation.translateNow()}
          canTranslate={descriptionTr.trim() !== ''}
        />
      </div>
      <div className={layout.pair}>
        <TextField
          label={t('admin.categories.form_slug')}
          hint={t('admin.categories.form_slug_hint')}
          error={errorText(errors.slug)}
          autoCapitalize="none"
          spellCheck={false}
          {...register.slug}
        />
        <ParentSelect
          tree={tree}
          editingId={node?._id}
          registration={form.register('parentCategory')}
          defaultValue={node?.parentCategory ?? ''}
          error={errorText(errors.parentCategory)}
        />
      </div>
      <div className={layout.pair}>
        <TextField
          label={t('admin.categories.form_sort_order')}
          type="number"
          step={1}
          inputMode="numeric"
          error={errorText(errors.sortOrder)}
          {...form.register('sortOrder')}
        />
        <label className={`${layout.checkRow} ${styles.checkbox}`}>
          <input type="checkbox" {...form.register('isActive')} />
          {t('admin.categories.form_is_active')}
        </label>
      </div>
      <CategoryImageField
        value={image}
        onChange={(url) => setValue('image', url, { shouldDirty: true })}
        error={errorText(errors.image)}
        onUploadingChange={onUploadingChange}
      />
      {unsavedPrompt}
    </form>
  )
}
