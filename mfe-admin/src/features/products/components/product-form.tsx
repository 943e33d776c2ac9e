import { zodResolver } from '@hookform/resolvers/zod'
import { type ProductInput, type ProductInputDraft, productInputSchema } from '@shop/domain'
import { useT } from '@shop/i18n'
import { useFormDraftThroughSignIn, useUnsavedChangesPrompt } from '@shop/ui'
import { type ReactNode, useCallback, useEffect, useId, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { leavesProductModal } from '../hooks/use-product-modal'
import type { CategoryOption } from '../lib/category-options'
import type { ProductFormValues } from '../lib/product-form-values'
import { showServerFieldErrors } from '../lib/server-field-errors'
import { ImagesField } from './images-field'
import { ProductDetailsFields } from './product-details-fields'
import styles from './product-form.module.css'
import { SkuField } from './sku-field'
import { SpecificationsField } from './specifications-field'
import { TranslatedPair } from './translated-pair'
import { VideosField } from './videos-field'

interface ProductFormProps {
  formId: string
  /** The product being edited, or null for a new one. */
  productId: string | null
  initial: ProductFormValues
  /** The version `initial` was read at (If-Match); a new product has none. */
  version?: string
  categories: readonly CategoryOption[]
  /** Rejects when the save failed (the caller has shown its toasts); field errors then go onto the fields. */
  onSave: (input: ProductInput, version?: string) => Promise<void>
  /** After a save: the form is clean again, so closing it does not ask about unsaved changes. */
  onSaved: () => void
  onUploadingChange: (uploading: boolean) => void
}

/**
 * The product form (admin.md §5), validated by the same schema the API uses; its messages are catalogue keys worded
 * in the screen's language. The submit button lives in the modal's footer (`form={formId}`).
 */
export function ProductForm({
  formId,
  productId,
  initial,
  version,
  categories,
  onSave,
  onSaved,
  onUploadingChange,
}: ProductFormProps) {
  const t = useT()
  const form = useForm<ProductInputDraft, unknown, ProductInput>({
    resolver: zodResolver(productInputSchema),
    defaultValues: initial,
  })
  const unsavedPrompt = useUnsavedChangesPrompt(form.formState.isDirty, leavesProductModal)
  const draft = useFormDraftThroughSignIn(form, `admin.product:${productId ?? 'new'}`, { version })
  const [uploads, setUploads] = useState({ images: false, videos: false })
  useEffect(() => onUploadingChange(uploads.images || uploads.videos), [uploads, onUploadingChange])
  const imagesBusy = useCallback((images: boolean) => setUploads((now) => ({ ...now, images })), [])
  const videosBusy = useCallback((videos: boolean) => setUploads((now) => ({ ...now, videos })), [])

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSave(input, draft.version)
    } catch (error) {
      showServerFieldErrors(error, form.setError)
      return
    }
    // Still submitted after the reset: no translation lands in a saved form while it closes (TranslatedPair).
    form.reset(form.getValues(), { keepIsSubmitSuccessful: true })
    onSaved()
  })

  return (
    <FormProvider {...form}>
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        {draft.notice}
        <Section title={t('admin.products.section_texts')}>
          <TranslatedPair group="name" />
          <TranslatedPair group="description" />
        </Section>
        <Section title={t('admin.products.section_details')}>
          <SkuField isNew={productId === null} />
          <ProductDetailsFields categories={categories} />
        </Section>
        <Section title={t('admin.products.section_specs')}>
          <SpecificationsField />
        </Section>
        <Section title={t('admin.products.section_media')}>
          <ImagesField onBusyChange={imagesBusy} />
          <VideosField onBusyChange={videosBusy} />
        </Section>
      </form>
      {unsavedPrompt}
    </FormProvider>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  )
}
