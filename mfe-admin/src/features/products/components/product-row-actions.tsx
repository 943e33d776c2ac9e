import type { ProductDto } from '@shop/domain'
import { useT } from '@shop/i18n'
import { DeleteIcon, EditIcon, HideIcon, ShowIcon } from '../../../components/icons'
import { RowAction, RowActions } from '../../../components/row-action'

interface ProductRowActionsProps {
  product: ProductDto
  name: string
  onToggle: (product: ProductDto) => void
  onEdit: (product: ProductDto) => void
  onDelete: (product: ProductDto) => void
  toggling: boolean
}

/** Toggle status, edit, delete (the caller asks for confirmation before deleting). */
export function ProductRowActions({
  product,
  name,
  onToggle,
  onEdit,
  onDelete,
  toggling,
}: ProductRowActionsProps) {
  const t = useT()
  return (
    <RowActions>
      <RowAction
        label={t(product.isActive ? 'admin.products.deactivate_label' : 'admin.products.activate_label', {
          name,
        })}
        hint={t(product.isActive ? 'admin.products.deactivate' : 'admin.products.activate')}
        icon={product.isActive ? <HideIcon /> : <ShowIcon />}
        loading={toggling}
        onClick={() => onToggle(product)}
      />
      <RowAction
        label={t('admin.products.edit_label', { name })}
        hint={t('admin.common.edit')}
        icon={<EditIcon />}
        onClick={() => onEdit(product)}
      />
      <RowAction
        label={t('admin.products.delete_label', { name })}
        hint={t('admin.common.delete')}
        icon={<DeleteIcon />}
        tone="danger"
        onClick={() => onDelete(product)}
      />
    </RowActions>
  )
}
