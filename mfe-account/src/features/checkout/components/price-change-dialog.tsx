import { readLocalized } from '@shop/domain'
import { useT } from '@shop/i18n'
import { type CartItem, languageAtom } from '@shop/state'
import { Button, useLira, useModalDialog } from '@shop/ui'
import { useAtomValue } from 'jotai'
import { useId } from 'react'
import type { PriceChange } from '../hooks/use-checkout-submit'
import { changedLines } from '../lib/changed-lines'
import styles from './price-change-dialog.module.css'

interface PriceChangeDialogProps {
  change: PriceChange | null
  items: readonly CartItem[]
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
}

/**
 * The order was refused because its total changed after the shopper saw it: the total they saw against the new one,
 * the lines whose price changed, and a way to place the order at the new total (or to go back and look again).
 */
export function PriceChangeDialog({ change, items, busy, onConfirm, onCancel }: PriceChangeDialogProps) {
  const t = useT()
  const lira = useLira()
  const language = useAtomValue(languageAtom)
  const ref = useModalDialog(change !== null)
  const titleId = useId()
  const introId = useId()
  const nameOf = (product: string) => {
    const item = items.find((candidate) => candidate.productId === product)
    return item ? readLocalized(item.name, language) : product
  }
  const price = (amount: number | null) => (amount === null ? '—' : lira(amount))
  const lines = change ? changedLines(change.seen, change.details.quote) : []
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={introId}
      data-testid="price-change-dialog"
      onCancel={(event) => {
        event.preventDefault()
        onCancel()
      }}
    >
      {change && (
        <>
          <h2 id={titleId} className={styles.title}>
            {t('checkout.price_changed_title')}
          </h2>
          <p id={introId}>{t('checkout.price_changed_intro')}</p>
          <dl className={styles.totals}>
            <div className={styles.row}>
              <dt>{t('checkout.price_changed_old')}</dt>
              <dd className={styles.old} data-testid="price-change-old">
                {lira(change.details.expectedTotal)}
              </dd>
            </div>
            <div className={styles.row}>
              <dt>{t('checkout.price_changed_new')}</dt>
              <dd className={styles.new} data-testid="price-change-new">
                {lira(change.details.quote.totalAmount)}
              </dd>
            </div>
          </dl>
          {lines.length > 0 && (
            <>
              <h3 className={styles.subtitle}>{t('checkout.price_changed_lines')}</h3>
              <ul className={styles.lines} data-testid="price-change-lines">
                {lines.map((line) => (
                  <li key={line.product}>
                    {t('checkout.price_changed_line', {
                      name: nameOf(line.product),
                      old: price(line.before),
                      new: price(line.after),
                    })}
                  </li>
                ))}
              </ul>
            </>
          )}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onCancel} autoFocus>
              {t('checkout.price_changed_cancel')}
            </Button>
            <Button onClick={onConfirm} loading={busy} data-testid="price-change-confirm">
              {t('checkout.price_changed_confirm')}
            </Button>
          </div>
        </>
      )}
    </dialog>
  )
}
