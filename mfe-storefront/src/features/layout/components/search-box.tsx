import { useLocation } from 'react-router-dom'
import { SearchCombobox } from '../../search/components/search-combobox'
import styles from './site-header.module.css'

/** The header search: suggestions as the shopper types, /products?q={text} on submit; shows the list's current search. */
export function SearchBox() {
  const location = useLocation()
  const current =
    location.pathname === '/products' ? (new URLSearchParams(location.search).get('q') ?? '') : ''
  return (
    <search className={styles.search}>
      <SearchCombobox current={current} />
    </search>
  )
}
