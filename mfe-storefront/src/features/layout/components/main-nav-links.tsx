import { type MessageKey, useT } from '@shop/i18n'
import { NavLink } from 'react-router-dom'
import styles from './site-header.module.css'

const LINKS: readonly { to: string; label: MessageKey }[] = [
  { to: '/products', label: 'nav.products' },
  { to: '/products?featured=true', label: 'home.featured_title' },
  { to: '/products?sale=true', label: 'home.discounted_title' },
  { to: '/products?sort=createdAt&order=desc', label: 'home.new_title' },
]

/** The shop's main sections. */
export function MainNavLinks({ className }: { className?: string }) {
  const t = useT()
  return (
    <ul className={[styles.navLinks, className].filter(Boolean).join(' ')}>
      {LINKS.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end>
            {t(link.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  )
}
