import { useT } from '@shop/i18n'
import { Button, Field } from '@shop/ui'
import { useId, useState } from 'react'
import { Modal } from '../../../components/modal'
import type { CategoryOption } from '../lib/category-options'
import { CategorySelect } from './category-select'

interface BulkCategoryDialogProps {
  open: boolean
  categories: readonly CategoryOption[]
  busy: boolean
  onApply: (categoryId: string) => void
  onClose: () => void
}

/** The small picker of the bulk "change category" action. */
export function BulkCategoryDialog({ open, categories, busy, onApply, onClose }: BulkCategoryDialogProps) {
  const t = useT()
  const formId = useId()
  const [categoryId, setCategoryId] = useState('')
  return (
    <Modal
      open={open}
      title={t('admin.products.bulk_category_title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('admin.common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy} disabled={!categoryId}>
            {t('admin.products.bulk_category_apply')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault()
          if (categoryId) onApply(categoryId)
        }}
      >
        <Field label={t('admin.products.category')}>
          {(control) => (
            <CategorySelect
              control={control}
              options={categories}
              emptyLabel={t('admin.products.category_placeholder')}
              value={categoryId}
              onChange={(event) => setCategoryId(event.target.value)}
            />
          )}
        </Field>
      </form>
    </Modal>
  )
}
