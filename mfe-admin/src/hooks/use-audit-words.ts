import type { AuditEntityName, AuditValue } from '@shop/domain'
import { useT } from '@shop/i18n'
import { useLira } from '@shop/ui'
import { useMemo } from 'react'
import { useIntl } from 'react-intl'
import { type ChangeLine, isEmptyValue, type ShownValue, showText } from '../lib/audit-change-lines'
import { fieldWords } from '../lib/audit-field-words'
import { type ValueFormatters, valueWords } from '../lib/audit-value-words'
import { useAdminDates } from './use-admin-dates'
import { useCategoryName } from './use-category-name'

export interface WordedLine {
  key: string
  label: string
  /** Null for a note of the entry (no before side). */
  before: ShownValue | null
  after: ShownValue
}

/**
 * An audit row's change lines in the admin's language: each field's label and both values in words. `namesCategories`:
 * the lines refer to categories by id, so the category tree is read to name them.
 */
export function useAuditWords(
  entity: AuditEntityName,
  namesCategories = false,
): (lines: ChangeLine[]) => WordedLine[] {
  const t = useT()
  const intl = useIntl()
  const lira = useLira()
  const dates = useAdminDates()
  const categoryName = useCategoryName(namesCategories)
  return useMemo(() => {
    const formatters: ValueFormatters = {
      t,
      number: (value) => intl.formatNumber(value),
      lira,
      date: dates.date,
      dateTime: dates.dateTime,
      language: intl.locale.slice(0, 2),
      categoryName,
    }
    return (lines) =>
      lines.map((line) => {
        const words = fieldWords(entity, line.field)
        const name = words.label ? t(words.label) : line.field
        const inLanguage = words.language
          ? t('admin.settings_cards.in_language', {
              field: name,
              language: languageName(words.language, t),
            })
          : name
        const label = words.group
          ? t('admin.audit_words.in_group', { group: t(words.group), field: line.field.slice(3) })
          : inLanguage
        const show = (value: AuditValue | undefined): ShownValue =>
          value === undefined || isEmptyValue(value)
            ? showText('')
            : showText(valueWords(words.kind, value, formatters))
        return {
          key: line.field,
          label,
          before: line.note ? null : show(line.before),
          after: show(line.after),
        }
      })
  }, [entity, t, intl, lira, dates, categoryName])
}

function languageName(language: string, t: ReturnType<typeof useT>): string {
  switch (language) {
    case 'tr':
    case 'en':
    case 'ar':
    case 'de':
    case 'fr':
      return t(`admin.settings_cards.language_name_${language}`)
    default:
      return language
  }
}
