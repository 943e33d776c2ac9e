import type { ProductInput } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Button, notify } from '@shop/ui'
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react'
import layout from '../../../components/form-layout.module.css'
import { Modal } from '../../../components/modal'
import { QueryState } from '../../../components/query-state'
import { notifyFailure } from '../../../lib/notify-failure'
import { useAdminProduct } from '../api/get-admin-product'
import { useSaveProduct } from '../api/save-product'
import { useCategoryOptions } from '../hooks/use-category-options'
import { EMPTY_PRODUCT, type ProductFormValues, productToFormValues } from '../lib/product-form-values'
import { ProductForm } from './product-form'
import styles from './product-form.module.css'
import { ProductHistory } from './product-history'

interface ProductFormModalProps {
  open: boolean
  /** null: a new product. */
  editingId: string | null
  onClose: () => void
}

/** Create or edit a product in a large modal; the form waits for the categories (and the product when editing). */
export function ProductFormModal({ open, editingId, onClose }: ProductFormModalProps) {
  const t = useT()
  const formId = useId()
  const [uploading, setUploading] = useState(false)
  const save = useSaveProduct()
  const categories = useCategoryOptions()
  // The form (and any upload in it) is gone once closed; a modal opened again starts without a pending upload.
  useEffect(() => {
    if (!open) setUploading(false)
  }, [open])

  const onSave = useCallback(
    async (input: ProductInput, version?: string) => {
      try {
        await save.mutateAsync({ id: editingId ?? undefined, version, input })
      } catch (error) {
        notifyFailure(error, t('error.generic'), { eachFieldError: true })
        throw error
      }
      notify.success(t(editingId ? 'admin.products.updated' : 'admin.products.created'))
    },
    [save.mutateAsync, editingId, t],
  )

  const formFor = (initial = EMPTY_PRODUCT, version?: string) => (
    <QueryState query={categories.query} errorTitle={t('admin.products.categories_error')}>
      {() => (
        <ProductForm
          formId={formId}
          productId={editingId}
          initial={initial}
          version={version}
          categories={categories.options}
          onSave={onSave}
          onSaved={onClose}
          onUploadingChange={setUploading}
        />
      )}
    </QueryState>
  )

  return (
    <Modal
      open={open}
      size="large"
      title={t(editingId ? 'admin.products.form_edit_title' : 'admin.products.form_create_title')}
      onClose={onClose}
      footer={
        <>
          {uploading && (
            <p className={`${layout.note} ${styles.footerNote}`}>{t('admin.products.upload_in_progress')}</p>
          )}
          <Button variant="secondary" onClick={onClose}>
            {t('admin.common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={save.isPending} disabled={uploading}>
            {t('admin.common.save')}
          </Button>
        </>
      }
    >
      {editingId ? (
        <>
          <EditedProduct id={editingId} render={(values, version) => formFor(values, version)} />
          <ProductHistory id={editingId} />
        </>
      ) : (
        formFor()
      )}
    </Modal>
  )
}

function EditedProduct({
  id,
  render,
}: {
  id: string
  render: (values: ProductFormValues, version: string) => ReactNode
}) {
  const t = useT()
  const product = useAdminProduct(id)
  // The form keeps the values it opened with, so its save names their version, not that of a later refetch.
  const loadedVersion = useRef<string | null>(null)
  return (
    <QueryState query={product} errorTitle={t('admin.products.form_load_error')}>
      {(data) => {
        loadedVersion.current = loadedVersion.current ?? data.updatedAt
        return render(productToFormValues(data), loadedVersion.current)
      }}
    </QueryState>
  )
}
