import { type OrderQuote, quotesNothingOrderable, readLocalized } from '@shop/domain'
import { useT } from '@shop/i18n'
import { type CartItem, languageAtom } from '@shop/state'
import { ErrorPanel, useLira } from '@shop/ui'
import { useAtomValue } from 'jotai'
import { Link } from 'react-router-dom'
import { AmountsList } from '../../../components/amounts-list'
import { LiraNote } from '../../orders/components/lira-note'
import type { CheckoutQuote } from '../api/use-checkout-quote'
import styles from './checkout.module.css'

function QuotedLines({ items, quote }: { items: readonly CartItem[]; quote: OrderQuote }) {
  const language = useAtomValue(languageAtom)
  const lira = useLira()
  return (
    <ul className={styles.lines} data-testid="checkout-lines">
      {quote.lines.map((line) => {
        const item = items.find((candidate) => candidate.productId === line.product)
        const name = item ? readLocalized(item.name, language) : (line.sku ?? line.product)
        return (
          <li key={line.product} className={styles.line}>
            <span className={styles.lineName}>{name}</span>
            <span className={styles.lineQuantity}>{`× ${line.quantity}`}</span>
            {line.message ? (
              <span className={styles.lineProblem}>{line.message}</span>
            ) : (
              <span className={styles.lineTotal}>{lira(line.total)}</span>
            )}
          </li>
        )
      })}
    </ul>
  )
}

/**
 * The server's quote of the cart (current prices, shipping and VAT exactly as the order will store them), the lira
 * note for a shopper browsing in another currency, and a way back to edit the cart.
 */
export function CheckoutSummary({
  items,
  quote,
}: {
  items: readonly CartItem[]
  quote: CheckoutQuote['query']
}) {
  const t = useT()
  return (
    <>
      {quote.data ? (
        <>
          <QuotedLines items={items} quote={quote.data} />
          {/* With no line orderable every amount is zero and shipping "free": they would say nothing true. */}
          {quotesNothingOrderable(quote.data) ? null : (
            <>
              <AmountsList amounts={quote.data} taxRatePercent={quote.data.taxRatePercent} />
              <LiraNote amount={quote.data.totalAmount} />
            </>
          )}
          {quote.data.canOrder ? (
            <p className={styles.note}>{t('checkout.quote_note')}</p>
          ) : (
            <p className={styles.problem} role="alert">
              {t('checkout.cannot_order')}
            </p>
          )}
        </>
      ) : quote.isError ? (
        <ErrorPanel
          title={t('checkout.quote_error')}
          detail={quote.error.message}
          onRetry={() => quote.refetch()}
          retrying={quote.isFetching}
          data-testid="checkout-quote-error"
        />
      ) : (
        <output className={styles.note}>{t('checkout.quote_loading')}</output>
      )}
      <Link to="/cart">{t('checkout.edit_cart')}</Link>
    </>
  )
}
