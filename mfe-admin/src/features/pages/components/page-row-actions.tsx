import type { AdminPageSummary } from '@shop/domain'
import { useT } from '@shop/i18n'
import { DeleteIcon, EditIcon, ShowIcon } from '../../../components/icons'
import { RowAction, RowActions } from '../../../components/row-action'
import { usePageTitle } from '../hooks/use-page-title'

interface PageRowActionsProps {
  page: AdminPageSummary
  onPreview: (page: AdminPageSummary) => void
  onEdit: (page: AdminPageSummary) => void
  onDelete: (page: AdminPageSummary) => void
}

/** Preview, edit and delete (the caller asks first), each named with the page's title in the admin's language. */
export function PageRowActions({ page, onPreview, onEdit, onDelete }: PageRowActionsProps) {
  const t = useT()
  const title = usePageTitle()(page)
  return (
    <RowActions>
      <RowAction
        label={t('admin.pages.preview_label', { title })}
        hint={t('admin.pages.preview')}
        icon={<ShowIcon />}
        onClick={() => onPreview(page)}
      />
      <RowAction
        label={t('admin.pages.edit_label', { title })}
        hint={t('admin.common.edit')}
        icon={<EditIcon />}
        onClick={() => onEdit(page)}
      />
      <RowAction
        label={t('admin.pages.delete_label', { title })}
        hint={t('admin.common.delete')}
        icon={<DeleteIcon />}
        tone="danger"
        onClick={() => onDelete(page)}
      />
    </RowActions>
  )
}
