import type { AddressDto } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Button } from '@shop/ui'
import styles from './addresses.module.css'

interface AddressCardProps {
  address: AddressDto
  busy: boolean
  onEdit: () => void
  onDelete: () => void
  onMakeDefault: () => void
}

export function AddressCard({ address, busy, onEdit, onDelete, onMakeDefault }: AddressCardProps) {
  const t = useT()
  return (
    <article className={styles.card} aria-label={address.title} data-testid="address-card">
      <header className={styles.cardHeader}>
        <h3 className={styles.cardTitle}>{address.title}</h3>
        {address.isDefault && <span className={styles.badge}>{t('address.default_badge')}</span>}
      </header>
      <address className={styles.lines}>
        <span>{address.fullName}</span>
        <span>{address.phone}</span>
        <span>{address.addressLine}</span>
        <span>{`${address.neighborhood}, ${address.district} / ${address.city}${address.postalCode ? ` ${address.postalCode}` : ''}`}</span>
      </address>
      <div className={styles.cardActions}>
        <Button size="small" variant="secondary" onClick={onEdit} disabled={busy}>
          {t('address.edit')}
        </Button>
        {!address.isDefault && (
          <Button size="small" variant="secondary" onClick={onMakeDefault} disabled={busy}>
            {t('address.make_default')}
          </Button>
        )}
        <Button size="small" variant="ghost" onClick={onDelete} disabled={busy}>
          {t('address.delete')}
        </Button>
      </div>
    </article>
  )
}
