import styles from './filters.module.css'

/**
 * An option's product count. Its slot keeps its width before the counts arrive, so the option's name wraps the same
 * either way and nothing below it moves when they do (a click aimed at "clear all" once landed beside it).
 */
export function FacetCount({ value }: { value: number | undefined }) {
  return <span className={styles.count}>{value === undefined ? '' : `(${value})`}</span>
}
