import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@shop/domain'
import { useT } from '@shop/i18n'
import { TextField } from '@shop/ui'
import { useFormContext } from 'react-hook-form'
import { useSettingsErrorText } from '../../hooks/use-settings-error-text'
import type { SettingsFormValues } from '../../lib/settings-form-values'
import { LocalizedField } from '../localized-field'
import { SettingsCard } from '../settings-card'
import { OverLimitNotice } from './over-limit-notice'

/**
 * SEO (admin.md §2, §5): meta title, description and keywords per language, and the share image. Title and
 * description count their characters live against 60 and 160 and say at once when a language is over; the form's
 * rules (the domain's, which the server applies too) then refuse the save.
 */
export function SeoCard() {
  const t = useT()
  const errorText = useSettingsErrorText()
  const { register, formState } = useFormContext<SettingsFormValues>()
  const titleLabel = t('admin.settings_cards.meta_title')
  const descriptionLabel = t('admin.settings_cards.meta_description')
  return (
    <SettingsCard
      title={t('admin.settings_cards.seo_title')}
      description={t('admin.settings_cards.seo_description')}
    >
      <LocalizedField
        name="seo.metaTitle"
        label={titleLabel}
        required
        countTo={SEO_TITLE_MAX}
        translate={{ context: 'seo', type: 'name' }}
      />
      <OverLimitNotice name="seo.metaTitle" label={titleLabel} max={SEO_TITLE_MAX} />
      <LocalizedField
        name="seo.metaDescription"
        label={descriptionLabel}
        multiline
        required
        countTo={SEO_DESCRIPTION_MAX}
        translate={{ context: 'seo', type: 'meta' }}
      />
      <OverLimitNotice name="seo.metaDescription" label={descriptionLabel} max={SEO_DESCRIPTION_MAX} />
      <LocalizedField
        name="seo.metaKeywords"
        label={t('admin.settings_cards.meta_keywords')}
        multiline
        required
        hint={t('admin.settings_cards.keywords_hint')}
        translate={{ context: 'seo', type: 'meta' }}
      />
      <TextField
        label={t('admin.settings_cards.og_image')}
        hint={t('admin.settings_cards.og_image_hint')}
        inputMode="url"
        autoComplete="off"
        error={errorText(formState.errors.seo?.ogImage)}
        {...register('seo.ogImage')}
      />
    </SettingsCard>
  )
}
