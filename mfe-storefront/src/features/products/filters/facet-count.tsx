import { FACET_COUNT_CAP } from '@shop/domain/constants'
import { useT } from '@shop/i18n'
import styles from './filters.module.css'

/**
 * An option's product count; a count beyond the facets' cap reads "(1.000+)". Its slot keeps its width before the
 * counts arrive, so the option's name wraps the same either way and nothing below it moves when they do (a click
 * aimed at "clear all" once landed beside it).
 */
export function FacetCount({ value }: { value: number | undefined }) {
  const t = useT()
  let text = ''
  if (value !== undefined)
    text =
      value > FACET_COUNT_CAP
        ? t('filters.option_count_more', { count: FACET_COUNT_CAP })
        : t('filters.option_count', { count: value })
  return <span className={styles.count}>{text}</span>
}
