import { type MessageKey, useT } from '@shop/i18n'
import { Link, useLocation } from 'react-router-dom'
import { currentProductSection, PRODUCT_SECTIONS, type ProductSection } from '../lib/current-section'
import styles from './site-header.module.css'

const LABELS: Record<ProductSection, MessageKey> = {
  products: 'nav.products',
  featured: 'home.featured_title',
  sale: 'home.discounted_title',
  new: 'home.new_title',
}

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
