import { useT } from '@shop/i18n'
import type { ProductCardStyle } from '@shop/ui'
import { useId } from 'react'
import layout from '../../../../components/form-layout.module.css'
import fields from './card-fields.module.css'
import { OptionSelect, optionsOf, SizeField, type StyleOption } from './style-fields'

/** admin.md §3 "Option sets for UI style": columns per screen. */
const COLUMN_CHOICES = { mobile: [1, 2], tablet: [2, 3, 4], desktop: [3, 4, 5, 6] } as const

const ASPECT_LABEL = {
  square: 'admin.settings_cards.aspect_square',
  '4/3': 'admin.settings_cards.aspect_4_3',
  '3/2': 'admin.settings_cards.aspect_3_2',
  '16/9': 'admin.settings_cards.aspect_16_9',
} as const satisfies Record<ProductCardStyle['imageAspectRatio'], string>

const HEIGHT_LABEL = {
  auto: 'admin.settings_cards.card_height_auto',
  fixed: 'admin.settings_cards.card_height_fixed',
} as const satisfies Record<ProductCardStyle['cardHeight'], string>

const numbers = (values: readonly number[]): StyleOption[] =>
  values.map((value) => ({ value, label: String(value) }))

/** The product grid and card options of settings `ui.productCard`. */
export function ProductCardStyleFields() {
  const t = useT()
  const noteId = useId()
  return (
    <fieldset className={fields.group} aria-describedby={noteId}>
      <legend className={fields.groupTitle}>{t('admin.settings_cards.product_card_legend')}</legend>
      <p id={noteId} className={layout.note}>
        {t('admin.settings_cards.size_hint')}
      </p>
      <div className={fields.compactFields}>
        <OptionSelect
          name="ui.productCard.gridColumns.mobile"
          label={t('admin.settings_cards.columns_mobile')}
          options={numbers(COLUMN_CHOICES.mobile)}
          numeric
        />
        <OptionSelect
          name="ui.productCard.gridColumns.tablet"
          label={t('admin.settings_cards.columns_tablet')}
          options={numbers(COLUMN_CHOICES.tablet)}
          numeric
        />
        <OptionSelect
          name="ui.productCard.gridColumns.desktop"
          label={t('admin.settings_cards.columns_desktop')}
          options={numbers(COLUMN_CHOICES.desktop)}
          numeric
        />
        <OptionSelect
          name="ui.productCard.imageAspectRatio"
          label={t('admin.settings_cards.aspect_ratio')}
          options={optionsOf(ASPECT_LABEL, t)}
          fullRow
        />
        <OptionSelect
          name="ui.productCard.cardHeight"
          label={t('admin.settings_cards.card_height')}
          options={optionsOf(HEIGHT_LABEL, t)}
          fullRow
        />
        <SizeField name="ui.productCard.titleFontSize" label={t('admin.settings_cards.card_title_size')} />
        <SizeField name="ui.productCard.priceFontSize" label={t('admin.settings_cards.card_price_size')} />
        <SizeField
          name="ui.productCard.descriptionFontSize"
          label={t('admin.settings_cards.card_description_size')}
        />
        <SizeField name="ui.productCard.cardPadding" label={t('admin.settings_cards.card_padding')} />
        <SizeField name="ui.productCard.borderRadius" label={t('admin.settings_cards.card_radius')} />
      </div>
    </fieldset>
  )
}
