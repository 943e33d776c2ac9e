import { useT } from '@shop/i18n'
import { useLayoutEffect, useRef } from 'react'
import { Link } from 'react-router-dom'
import { focusMainRegion } from '../routing/main-region'
import styles from './pagination.module.css'

interface PaginationProps {
  page: number
  pages: number
  /** The address of a page (the current query with `page` set). */
  hrefFor: (page: number) => string
  /**
   * When another page is shown, the window goes back to the top and focus to the main region, so the page is read
   * from its first row, not from the links at its foot. False where the screen places the reader itself (the shop's
   * product list focuses its results heading).
   */
  scrollToTopOnChange?: boolean
}

/** Page numbers to show: all of them when few, otherwise the ends and the neighbours of the current page. */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, index) => index + 1)
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages))
  const sorted = [...wanted].sort((a, b) => a - b)
  const result: (number | 'gap')[] = []
  for (const [index, n] of sorted.entries()) {
    const previous = sorted[index - 1]
    if (previous !== undefined && n - previous > 1) result.push('gap')
    result.push(n)
  }
  return result
}

/** Page links, shown only when there is more than one page. */
export function Pagination({ page, pages, hrefFor, scrollToTopOnChange = true }: PaginationProps) {
  const t = useT()
  const shown = useRef(page)
  useLayoutEffect(() => {
    if (shown.current === page) return
    shown.current = page
    if (!scrollToTopOnChange) return
    window.scrollTo(0, 0)
    focusMainRegion()
  }, [page, scrollToTopOnChange])
  if (pages <= 1) return null
  return (
    <nav aria-label={t('pagination.label')} className={styles.nav}>
      <ul className={styles.list}>
        {page > 1 && (
          <li>
            <Link className={styles.link} to={hrefFor(page - 1)} rel="prev">
              {t('pagination.previous')}
            </Link>
          </li>
        )}
        {pageWindow(page, pages).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                className={`${styles.link} ${entry === page ? styles.current : ''}`}
                to={hrefFor(entry)}
                aria-current={entry === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: entry })}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link className={styles.link} to={hrefFor(page + 1)} rel="next">
              {t('pagination.next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}
