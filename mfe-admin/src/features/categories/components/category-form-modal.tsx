import type { AdminCategoryNode } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Button } from '@shop/ui'
import { useId, useState } from 'react'
import { Modal } from '../../../components/modal'
import { useGuardedClose } from '../../../hooks/use-guarded-close'
import { useSaveCategory } from '../api/save-category'
import { CategoryForm } from './category-form'

interface CategoryFormModalProps {
  open: boolean
  /** The category to edit; absent to create one. */
  node?: AdminCategoryNode
  tree: readonly AdminCategoryNode[]
  onClose: () => void
}

/** Create or edit a category in a modal; the save button stays in view below the scrolling fields. */
export function CategoryFormModal({ open, node, tree, onClose }: CategoryFormModalProps) {
  const t = useT()
  const save = useSaveCategory()
  const [uploading, setUploading] = useState(false)
  const formId = useId()
  const close = useGuardedClose(onClose)
  return (
    <Modal
      open={open}
      size="large"
      title={node ? t('admin.categories.form_edit_title') : t('admin.categories.form_create_title')}
      onClose={close.requestClose}
      footer={
        <>
          <Button variant="secondary" onClick={close.requestClose}>
            {t('admin.common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={save.isPending} disabled={uploading}>
            {node ? t('admin.common.update') : t('admin.common.create')}
          </Button>
        </>
      }
    >
      <CategoryForm
        key={node?._id ?? 'new'}
        id={formId}
        node={node}
        tree={tree}
        save={save}
        onSaved={onClose}
        onUploadingChange={setUploading}
        onDirtyChange={close.onDirtyChange}
      />
      {close.prompt}
    </Modal>
  )
}
