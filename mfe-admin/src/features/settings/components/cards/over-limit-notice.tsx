import { LANGUAGES, type LocalizedText } from '@shop/domain'
import { useT } from '@shop/i18n'
import { useWatch } from 'react-hook-form'
import type { LocalizedPath } from '../localized-field'
import styles from './card-fields.module.css'

interface OverLimitNoticeProps {
  name: LocalizedPath
  /** The field's name without the language ('Meta başlık'). */
  label: string
  max: number
}

/**
 * Says, as the admin types, which language of a per-language text is over its limit and by how much. It counts the
 * trimmed text, as the domain's rule does; the rule itself refuses the save.
 */
export function OverLimitNotice({ name, label, max }: OverLimitNoticeProps) {
  const t = useT()
  const texts = (useWatch<Record<string, LocalizedText>>({ name }) ?? {}) as LocalizedText
  const over = LANGUAGES.flatMap((language) => {
    const count = (texts[language] ?? '').trim().length
    return count > max ? [{ language, count }] : []
  })
  return (
    <output className={styles.overLimit}>
      {over.map(({ language, count }) => (
        <p key={language}>
          {t('admin.settings_cards.over_limit', {
            field: t('admin.settings_cards.in_language', {
              field: label,
              language: t(`admin.settings_cards.language_name_${language}`),
            }),
            count,
            max,
            over: count - max,
          })}
        </p>
      ))}
    </output>
  )
}
