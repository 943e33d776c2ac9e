import { FACET_COUNT_CAP } from '@shop/domain/constants'
import { useT } from '@shop/i18n'
import styles from './filters.module.css'

interface FacetCountProps {
  value: number | undefined
  /** The count is "at least" (a broad search's facets count its newest matches): 12 reads "(12+)", none nothing. */
  atLeast?: boolean
}

/**
 * An option's product count; a count beyond the facets' cap reads "(1.000+)". Its slot keeps its width before the
 * counts arrive, so the option's name wraps the same either way and nothing below it moves when they do (a click
 * aimed at "clear all" once landed beside it).
 */
export function FacetCount({ value, atLeast = false }: FacetCountProps) {
  const t = useT()
  return <span className={styles.count}>{countText(t, value, atLeast)}</span>
}

function countText(t: ReturnType<typeof useT>, value: number | undefined, atLeast: boolean): string {
  // Unknown yet, or none among a broad search's newest matches (older ones may hold some): no count.
  if (value === undefined || (atLeast && value === 0)) return ''
  if (atLeast || value > FACET_COUNT_CAP)
    return t('filters.option_count_more', { count: Math.min(value, FACET_COUNT_CAP) })
  return t('filters.option_count', { count: value })
}
