import { useT } from '@shop/i18n'
import type { HeroStyle } from '@shop/ui'
import { useId } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import layout from '../../../../components/form-layout.module.css'
import type { SettingsFormValues } from '../../lib/settings-form-values'
import fields from './card-fields.module.css'
import {
  ColourField,
  FontFamilyField,
  OptionSelect,
  optionsOf,
  SegmentedChoice,
  SizeField,
} from './style-fields'

const BACKGROUND_LABEL = {
  gradient: 'admin.settings_cards.hero_background_gradient',
  solid: 'admin.settings_cards.hero_background_solid',
} as const satisfies Record<HeroStyle['backgroundType'], string>

const ALIGN_LABEL = {
  left: 'admin.settings_cards.align_left',
  center: 'admin.settings_cards.align_center',
  right: 'admin.settings_cards.align_right',
} as const satisfies Record<HeroStyle['textAlign'], string>

const TITLE_WEIGHT_LABEL = {
  '400': 'admin.settings_cards.font_weight_400',
  '500': 'admin.settings_cards.font_weight_500',
  '600': 'admin.settings_cards.font_weight_600',
  '700': 'admin.settings_cards.font_weight_700',
  '800': 'admin.settings_cards.font_weight_800',
} as const satisfies Record<HeroStyle['titleFontWeight'], string>

const DESCRIPTION_WEIGHT_LABEL = {
  '300': 'admin.settings_cards.font_weight_300',
  '400': 'admin.settings_cards.font_weight_400',
  '500': 'admin.settings_cards.font_weight_500',
  '600': 'admin.settings_cards.font_weight_600',
} as const satisfies Record<HeroStyle['descriptionFontWeight'], string>

/** Font stacks offered in the font fields (any other stack may be typed). */
const FONT_STACKS = [
  'inherit',
  'system-ui, sans-serif',
  'Georgia, serif',
  '"Times New Roman", serif',
  'Arial, Helvetica, sans-serif',
  'Verdana, sans-serif',
  '"Trebuchet MS", sans-serif',
]

/** The home hero options of settings `ui.hero`; the colours shown follow the background kind. */
export function HeroStyleFields() {
  const t = useT()
  const fontListId = useId()
  const noteId = useId()
  const { control } = useFormContext<SettingsFormValues>()
  const backgroundType = useWatch({ control, name: 'ui.hero.backgroundType' })
  return (
    <fieldset className={fields.group} aria-describedby={noteId}>
      <legend className={fields.groupTitle}>{t('admin.settings_cards.hero_legend')}</legend>
      <SegmentedChoice
        name="ui.hero.backgroundType"
        label={t('admin.settings_cards.hero_background')}
        options={optionsOf(BACKGROUND_LABEL, t)}
      />
      <div className={fields.compactFields}>
        {backgroundType === 'solid' ? (
          <ColourField
            name="ui.hero.backgroundSolid"
            label={t('admin.settings_cards.hero_background_colour')}
          />
        ) : (
          <>
            <ColourField
              name="ui.hero.backgroundFrom"
              label={t('admin.settings_cards.hero_background_from')}
            />
            <ColourField name="ui.hero.backgroundTo" label={t('admin.settings_cards.hero_background_to')} />
          </>
        )}
      </div>
      <SegmentedChoice
        name="ui.hero.textAlign"
        label={t('admin.settings_cards.hero_align')}
        options={optionsOf(ALIGN_LABEL, t)}
      />
      <p id={noteId} className={layout.note}>
        {t('admin.settings_cards.size_hint')} {t('admin.settings_cards.font_family_hint')}
      </p>
      <div className={fields.compactFields}>
        <SizeField
          name="ui.hero.titleFontSize.mobile"
          label={t('admin.settings_cards.hero_title_size_mobile')}
        />
        <SizeField
          name="ui.hero.titleFontSize.desktop"
          label={t('admin.settings_cards.hero_title_size_desktop')}
        />
        <SizeField
          name="ui.hero.descriptionFontSize"
          label={t('admin.settings_cards.hero_description_size')}
        />
        <OptionSelect
          name="ui.hero.titleFontWeight"
          label={t('admin.settings_cards.hero_title_weight')}
          options={optionsOf(TITLE_WEIGHT_LABEL, t)}
          fullRow
        />
        <OptionSelect
          name="ui.hero.descriptionFontWeight"
          label={t('admin.settings_cards.hero_description_weight')}
          options={optionsOf(DESCRIPTION_WEIGHT_LABEL, t)}
          fullRow
        />
        <SizeField name="ui.hero.sectionPadding" label={t('admin.settings_cards.hero_padding')} />
      </div>
      <div className={fields.fields}>
        <FontFamilyField
          name="ui.hero.titleFontFamily"
          label={t('admin.settings_cards.hero_title_family')}
          listId={fontListId}
        />
        <FontFamilyField
          name="ui.hero.descriptionFontFamily"
          label={t('admin.settings_cards.hero_description_family')}
          listId={fontListId}
        />
      </div>
      <datalist id={fontListId}>
        {FONT_STACKS.map((stack) => (
          <option key={stack} value={stack} />
        ))}
      </datalist>
    </fieldset>
  )
}
