import type { ProductDto } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Button } from '@shop/ui'
import styles from './products-table.module.css'

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
    <div className={styles.actions}>
      <Button
        variant="secondary"
        size="small"
        className={styles.action}
        loading={toggling}
        aria-label={t(
          product.isActive ? 'admin.products.deactivate_label' : 'admin.products.activate_label',
          {
            name,
          },
        )}
        onClick={() => onToggle(product)}
      >
        {t(product.isActive ? 'admin.products.deactivate' : 'admin.products.activate')}
      </Button>
      <Button
        variant="secondary"
        size="small"
        className={styles.action}
        aria-label={t('admin.products.edit_label', { name })}
        onClick={() => onEdit(product)}
      >
        {t('admin.common.edit')}
      </Button>
      <Button
        variant="ghost"
        size="small"
        className={`${styles.action} ${styles.danger}`}
        aria-label={t('admin.products.delete_label', { name })}
        onClick={() => onDelete(product)}
      >
        {t('admin.common.delete')}
      </Button>
    </div>
  )
}
