import type { ReactNode } from 'react'
import styles from './content.module.css'

interface ContentArticleProps {
  title: string
  /** Sanitised HTML; or `children` for built-in pages. */
  html?: string
  footnote?: string
  children?: ReactNode
}

/** A content page's title and body. */
export function ContentArticle({ title, html, footnote, children }: ContentArticleProps) {
  return (
    <article className={styles.article} data-testid="content-page">
      <h1 className={styles.title}>{title}</h1>
      {html !== undefined && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML went through sanitizeHtml (DOMPurify).
        <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />
      )}
      {children}
      {footnote && <p className={styles.footnote}>{footnote}</p>}
    </article>
  )
}
