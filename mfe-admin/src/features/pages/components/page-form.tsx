import { zodResolver } from '@hookform/resolvers/zod'
import { type PageInput, pageInputSchema } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Button, useFormDraftThroughSignIn, useUnsavedChangesPrompt } from '@shop/ui'
import { useEffect, useId } from 'react'
import { FormProvider, type Resolver, useForm, useWatch } from 'react-hook-form'
import layout from '../../../components/form-layout.module.css'
import { leavesPageForm } from '../hooks/use-pages-address'
import { canSavePage, type PageFormValues } from '../lib/page-form'
import { showServerFieldErrors } from '../lib/server-field-errors'
import { ContentEditors } from './content-editors'
import { PageTitleFields } from './page-title-fields'
import styles from './pages.module.css'

// The form's values are the schema's input with every text present, so the API's schema validates them as they are.
const pageResolver = zodResolver(pageInputSchema) as unknown as Resolver<PageFormValues, unknown, PageInput>

interface PageFormProps {
  /** The page being edited, or null for a new one. */
  pageId: string | null
  initial: PageFormValues
  /** The version `initial` was read at (If-Match); a new page has none. */
  version?: string
  /** Saves; rejects when the save failed (the caller has shown its toast), field errors then go onto the fields. */
  onSave: (input: PageInput, version?: string) => Promise<void>
  /** After a successful save, once the form is clean again. */
  onSaved: () => void
  /** Closes the form; with unsaved changes the admin is asked first (admin.md §8). */
  onCancel: () => void
  saving: boolean
}

/**
 * The page form (admin.md §5), validated by the API's own schema: save is enabled once the Turkish title and the
 * slug are filled; content is HTML from the editors.
 */
export function PageForm({ pageId, initial, version, onSave, onSaved, onCancel, saving }: PageFormProps) {
  const t = useT()
  const needsId = useId()
  const form = useForm<PageFormValues, unknown, PageInput>({
    resolver: pageResolver,
    defaultValues: initial,
  })
  const { register, control, setFocus } = form
  const titleTr = useWatch({ control, name: 'title.tr' })
  const slug = useWatch({ control, name: 'slug' })
  const savable = canSavePage({ title: { tr: titleTr }, slug })
  const unsavedPrompt = useUnsavedChangesPrompt(form.formState.isDirty, leavesPageForm)
  const draft = useFormDraftThroughSignIn(form, `admin.page:${pageId ?? 'new'}`, { version })

  // An opened form is where the admin works next.
  useEffect(() => setFocus('title.tr'), [setFocus])

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSave(input, draft.version)
    } catch (error) {
      showServerFieldErrors(error, form.setError)
      return
    }
    // Clean before closing, so closing the saved form does not ask about unsaved changes.
    form.reset(form.getValues())
    onSaved()
  })

  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={submit} noValidate>
        {draft.notice}
        <PageTitleFields />
        <label className={layout.checkRow}>
          <input type="checkbox" {...register('isPublished')} />
          {t('admin.pages.field_published')}
        </label>
        <ContentEditors />
        <div className={styles.formActions}>
          {!savable && (
            <p id={needsId} className={layout.note}>
              {t('admin.pages.save_needs')}
            </p>
          )}
          <Button variant="secondary" onClick={onCancel}>
            {t('admin.common.cancel')}
          </Button>
          <Button
            type="submit"
            loading={saving}
            disabled={!savable}
            aria-describedby={savable ? undefined : needsId}
          >
            {t('admin.common.save')}
          </Button>
        </div>
        {unsavedPrompt}
      </form>
    </FormProvider>
  )
}
