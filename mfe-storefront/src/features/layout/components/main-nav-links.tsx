import { type MessageKey, useT } from '@shop/i18n'
import { Link, useLocation } from 'react-router-dom'
import {
  currentProductSection,
  PRODUCT_SECTION_HEADINGS,
  PRODUCT_SECTIONS,
  type ProductSection,
} from '../lib/current-section'
import styles from './site-header.module.css'

/** Each link says what its list is headed, the plain list aside ('Ürünler' either way). */
const LABELS: Record<ProductSection, MessageKey> = { ...PRODUCT_SECTION_HEADINGS, products: 'nav.products' }

/** The shop's main sections; only the one the current URL belongs to is marked current. */
export function MainNavLinks({ className }: { className?: string }) {
  const t = useT()
  const { pathname, search } = useLocation()
  const current = currentProductSection(pathname, search)
  return (
    <ul className={[styles.navLinks, className].filter(Boolean).join(' ')}>
      {PRODUCT_SECTIONS.map((section) => (
        <li key={section.key}>
          <Link to={section.to} aria-current={section.key === current ? 'page' : undefined}>
            {t(LABELS[section.key])}
          </Link>
        </li>
      ))}
    </ul>
  )
}
