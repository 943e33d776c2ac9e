import { useT } from '@shop/i18n'
import { Button, VisuallyHidden } from '@shop/ui'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import styles from './site-header.module.css'

/** Goes to /products?q={text}; shows the current search while on the product list. */
export function SearchBox() {
  const t = useT()
  const id = useId()
  const navigate = useNavigate()
  const location = useLocation()
  const current =
    location.pathname === '/products' ? (new URLSearchParams(location.search).get('q') ?? '') : ''
  const [text, setText] = useState(current)
  useEffect(() => setText(current), [current])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const q = text.trim()
    navigate(q ? `/products?${new URLSearchParams({ q })}` : '/products')
  }
  return (
    <search className={styles.search}>
      <form className={styles.searchForm} onSubmit={submit}>
        <label htmlFor={id}>
          <VisuallyHidden>{t('header.search_label')}</VisuallyHidden>
        </label>
        <input
          id={id}
          type="search"
          name="q"
          className={styles.searchInput}
          placeholder={t('header.search_placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="primary">
          {t('header.search_submit')}
        </Button>
      </form>
    </search>
  )
}
