import { zodResolver } from '@hookform/resolvers/zod'
import { isApiError } from '@shop/api-client'
import {
  type AdminCategoryNode,
  type CategoryInput,
  type CategoryInputDraft,
  categoryInputSchema,
  slugify,
} from '@shop/domain'
import { useT } from '@shop/i18n'
import { notify, useFormDraftThroughSignIn } from '@shop/ui'
import { useRef } from 'react'
import { type Path, useForm } from 'react-hook-form'
import { notifyFailure } from '../../../lib/notify-failure'
import type { useSaveCategory } from '../api/save-category'

export type CategoryFormValues = CategoryInputDraft

const FIELDS = new Set<string>([
  'name.tr',
  'name.en',
  'description.tr',
  'description.en',
  'slug',
  'parentCategory',
  'sortOrder',
  'isActive',
  'image',
])

function defaultsFor(node: AdminCategoryNode | undefined): CategoryFormValues {
  return {
    name: { tr: node?.name.tr ?? '', en: node?.name.en ?? '' },
    description: { tr: node?.description.tr ?? '', en: node?.description.en ?? '' },
    slug: node?.slug ?? '',
    parentCategory: node?.parentCategory ?? '',
    sortOrder: node?.sortOrder ?? 0,
    isActive: node?.isActive ?? true,
    image: node?.image ?? null,
  }
}

interface CategoryFormOptions {
  /** The category being edited; absent for a new one. */
  node?: AdminCategoryNode
  save: ReturnType<typeof useSaveCategory>
  onSaved: () => void
}

/**
 * The category form's state on the shared schema (the API validates with the same one). The slug follows the Turkish
 * name until the admin types one (an existing category keeps its slug unless changed by hand); a refused save shows
 * each server error as a toast and beside its field.
 */
export function useCategoryForm({ node, save, onSaved }: CategoryFormOptions) {
  const t = useT()
  const form = useForm<CategoryFormValues, unknown, CategoryInput>({
    resolver: zodResolver(categoryInputSchema),
    defaultValues: defaultsFor(node),
  })
  const slugByHand = useRef(Boolean(node))
  const draft = useFormDraftThroughSignIn(form, `admin.category:${node?._id ?? 'new'}`, {
    version: node?.updatedAt,
    onRestore: (values) => {
      slugByHand.current = Boolean(node) || values.slug !== slugify(values.name.tr)
    },
  })
  // The version the form's values came from, kept for its life: the tree refetched after a refusal must not move it.
  const loadedVersion = useRef(draft.version)

  const nameTr = form.register('name.tr', {
    onChange: (event: { target: { value: string } }) => {
      if (slugByHand.current) return
      form.setValue('slug', slugify(event.target.value), { shouldValidate: form.formState.isSubmitted })
    },
  })
  const slug = form.register('slug', {
    // Emptied by hand, the slug follows the name again.
    onChange: (event: { target: { value: string } }) => {
      slugByHand.current = event.target.value.trim() !== ''
    },
  })

  const submit = form.handleSubmit((input) =>
    save.mutate(
      { id: node?._id, version: loadedVersion.current, input },
      {
        onSuccess: () => {
          notify.success(node ? t('admin.categories.updated') : t('admin.categories.created'))
          onSaved()
        },
        onError: (error) => {
          notifyFailure(error, t('error.generic'), { eachFieldError: true })
          if (!isApiError(error)) return
          for (const entry of error.errors) {
            if (FIELDS.has(entry.field))
              form.setError(entry.field as Path<CategoryFormValues>, {
                type: 'server',
                message: entry.message,
              })
          }
        },
      },
    ),
  )

  return { form, submit, register: { nameTr, slug }, draftNotice: draft.notice }
}
