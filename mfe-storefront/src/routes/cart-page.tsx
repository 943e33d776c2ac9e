import { useT } from '@shop/i18n'
import { cartItemsAtom, cartPriceChangesAtom, cartTotalsAtom, languageAtom } from '@shop/state'
import {
  Button,
  ButtonLink,
  Container,
  EmptyState,
  useCartActions,
  useDisplayCurrency,
  usePageMeta,
} from '@shop/ui'
import { useAtomValue } from 'jotai'
import { useCartQuote } from '../features/cart/api/use-cart-quote'
import styles from '../features/cart/components/cart.module.css'
import { CartRow } from '../features/cart/components/cart-row'
import { CartSummary } from '../features/cart/components/cart-summary'
import { WhatsappOrderLink } from '../features/cart/components/whatsapp-order-link'
import { checkCartLine } from '../features/cart/lib/line-check'
import page from './page.module.css'

/**
 * /cart: the lines with quantity controls, clear, the server's totals with the free-shipping hint, checkout and
 * WhatsApp. Opening it asks the server for the current prices and stock; rows that changed or cannot be ordered
 * are flagged, and checkout waits until every line can be ordered.
 */
export function CartPage() {
  const t = useT()
  const items = useAtomValue(cartItemsAtom)
  const { itemCount, subtotal } = useAtomValue(cartTotalsAtom)
  const language = useAtomValue(languageAtom)
  const display = useDisplayCurrency()
  const cart = useCartActions()
  const quote = useCartQuote(items)
  const priceChanges = useAtomValue(cartPriceChangesAtom)
  usePageMeta(t('cart.title'))
  const lines = new Map(quote.data?.lines.map((line) => [line.product, line]))
  const checks = items.map((item) =>
    checkCartLine(item, lines.get(item.productId), priceChanges[item.productId]),
  )

  if (items.length === 0) {
    return (
      <Container className={page.page}>
        <h1 className={page.title}>{t('cart.title')}</h1>
        <EmptyState
          title={t('cart.empty_title')}
          description={t('cart.empty_text')}
          action={<ButtonLink to="/products">{t('cart.continue_shopping')}</ButtonLink>}
        />
      </Container>
    )
  }

  return (
    <Container className={page.page}>
      <div className={page.header}>
        <h1 className={page.title}>{t('cart.title')}</h1>
        <p className={page.count} aria-live="polite">
          {t('cart.item_count', { count: itemCount })}
        </p>
      </div>
      <div className={styles.layout}>
        <div>
          <ul className={styles.list} aria-label={t('cart.title')}>
            {items.map((item, index) => (
              <CartRow
                key={item.productId}
                item={item}
                language={language}
                display={display}
                check={checks[index] ?? { problem: null, priceChange: null }}
                onQuantity={(quantity) => cart.update(item.productId, quantity)}
                onRemove={() => cart.remove(item.productId)}
              />
            ))}
          </ul>
          <div className={styles.toolbar}>
            <ButtonLink to="/products" variant="ghost">
              {t('cart.continue_shopping')}
            </ButtonLink>
            <Button variant="secondary" onClick={cart.clear}>
              {t('cart.clear')}
            </Button>
          </div>
        </div>
        <CartSummary
          quote={quote}
          subtotal={subtotal}
          blocked={checks.some((check) => check.problem !== null)}
          display={display}
          whatsapp={<WhatsappOrderLink items={items} subtotal={subtotal} display={display} />}
        />
      </div>
    </Container>
  )
}
