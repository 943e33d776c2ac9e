import { type ProductDto, readLocalized } from '@shop/domain'
import { useT } from '@shop/i18n'
import { languageAtom } from '@shop/state'
import type { ColumnDef } from '@tanstack/react-table'
import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { Badge } from '../../../components/badge'
import { ACTIONS_COLUMN } from '../../../components/data-table'
import { ProductPrice, ProductStock, ProductThumb } from '../components/product-cells'
import { ProductRowActions } from '../components/product-row-actions'
import styles from '../components/products-table.module.css'

interface ColumnActions {
  onToggle: (product: ProductDto) => void
  onEdit: (product: ProductDto) => void
  onDelete: (product: ProductDto) => void
  togglingId: string | null
}

/** The products table's columns (the selection column is added by DataTable). */
export function useProductColumns({ onToggle, onEdit, onDelete, togglingId }: ColumnActions) {
  const t = useT()
  const language = useAtomValue(languageAtom)
  return useMemo<ColumnDef<ProductDto, unknown>[]>(() => {
    const nameOf = (product: ProductDto) => readLocalized(product.name, language)
    return [
      {
        id: 'image',
        header: t('admin.products.col_image'),
        meta: { className: styles.imageColumn },
        cell: ({ row }) => <ProductThumb product={row.original} />,
      },
      {
        id: 'name',
        header: t('admin.products.col_name'),
        meta: { className: styles.nameColumn },
        cell: ({ row }) => {
          const other = readLocalized(row.original.name, language === 'tr' ? 'en' : 'tr')
          return (
            <span className={styles.name}>
              <strong>{nameOf(row.original)}</strong>
              {other && other !== nameOf(row.original) && (
                <span className={styles.secondary} lang={language === 'tr' ? 'en' : 'tr'}>
                  {other}
                </span>
              )}
            </span>
          )
        },
      },
      {
        id: 'sku',
        header: t('admin.products.col_sku'),
        meta: { className: styles.skuColumn },
        cell: ({ row }) => <code className={styles.sku}>{row.original.sku}</code>,
      },
      {
        id: 'category',
        header: t('admin.products.col_category'),
        meta: { className: styles.categoryColumn },
        cell: ({ row }) =>
          row.original.category ? (
            readLocalized(row.original.category.name, language)
          ) : (
            <span className={styles.secondary}>{t('admin.products.no_category')}</span>
          ),
      },
      {
        id: 'price',
        header: t('admin.products.col_price'),
        cell: ({ row }) => <ProductPrice product={row.original} />,
      },
      {
        id: 'stock',
        header: t('admin.products.col_stock'),
        cell: ({ row }) => <ProductStock stock={row.original.stock} />,
      },
      {
        // Active/passive and featured share a column, one badge under the other, so the table fits a laptop screen.
        id: 'status',
        header: t('admin.products.col_status'),
        meta: { className: styles.statusColumn },
        cell: ({ row }) => (
          <span className={styles.badges}>
            {row.original.isActive ? (
              <Badge tone="success">{t('admin.common.active')}</Badge>
            ) : (
              <Badge tone="neutral">{t('admin.common.passive')}</Badge>
            )}
            {row.original.isFeatured && <Badge tone="info">{t('admin.products.featured')}</Badge>}
          </span>
        ),
      },
      {
        id: ACTIONS_COLUMN,
        header: t('admin.common.actions'),
        meta: { className: styles.actionsColumn },
        cell: ({ row }) => (
          <ProductRowActions
            product={row.original}
            name={nameOf(row.original)}
            onToggle={onToggle}
            onEdit={onEdit}
            onDelete={onDelete}
            toggling={togglingId === row.original._id}
          />
        ),
      },
    ]
  }, [t, language, onToggle, onEdit, onDelete, togglingId])
}
