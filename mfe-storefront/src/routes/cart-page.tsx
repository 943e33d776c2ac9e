import { useT } from '@shop/i18n'
import { cartItemsAtom, cartTotalsAtom, languageAtom } from '@shop/state'
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
import styles from '../features/cart/components/cart.module.css'
import { CartRow } from '../features/cart/components/cart-row'
import { CartSummary } from '../features/cart/components/cart-summary'
import { WhatsappOrderLink } from '../features/cart/components/whatsapp-order-link'
import page from './page.module.css'

/** /cart: the lines with quantity controls, clear, totals with the free-shipping hint, checkout and WhatsApp. */
export function CartPage() {
  const t = useT()
  const items = useAtomValue(cartItemsAtom)
  const { itemCount, subtotal } = useAtomValue(cartTotalsAtom)
  const language = useAtomValue(languageAtom)
  const display = useDisplayCurrency()
  const cart = useCartActions()
  usePageMeta(t('cart.title'))

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
            {items.map((item) => (
              <CartRow
                key={item.productId}
                item={item}
                language={language}
                display={display}
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
          items={items}
          subtotal={subtotal}
          display={display}
          whatsapp={<WhatsappOrderLink items={items} subtotal={subtotal} display={display} />}
        />
      </div>
    </Container>
  )
}
