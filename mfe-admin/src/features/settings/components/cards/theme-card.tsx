import { DEFAULT_THEME } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Button, Field, fieldControlClass } from '@shop/ui'
import { useFormContext, useWatch } from 'react-hook-form'
import { useLiveTheme } from '../../hooks/use-live-theme'
import { useSettingsErrorText } from '../../hooks/use-settings-error-text'
import type { SettingsFormValues } from '../../lib/settings-form-values'
import { HEX_COLOUR, THEME_COLOURS, type ThemeColour } from '../../lib/theme-colours'
import { SettingsCard } from '../settings-card'
import styles from './theme-card.module.css'

const LABEL = {
  background: 'admin.settings_screen.theme_background',
  foreground: 'admin.settings_screen.theme_foreground',
  primary: 'admin.settings_screen.theme_primary',
  primaryForeground: 'admin.settings_screen.theme_primary_foreground',
} as const satisfies Record<ThemeColour, string>

/** Theme colours (admin.md §2, §4): applied to the page live while edited, stored only by Save. */
export function ThemeCard() {
  const t = useT()
  const { setValue, formState } = useFormContext<SettingsFormValues>()
  useLiveTheme()
  const useDefaults = () => {
    for (const colour of THEME_COLOURS) {
      setValue(`theme.${colour}`, DEFAULT_THEME[colour], {
        shouldDirty: true,
        shouldValidate: formState.isSubmitted,
      })
    }
  }
  return (
    <SettingsCard
      title={t('admin.settings_screen.theme_title')}
      description={t('admin.settings_screen.theme_description')}
    >
      <div className={styles.colours}>
        {THEME_COLOURS.map((colour) => (
          <ColourField key={colour} colour={colour} label={t(LABEL[colour])} />
        ))}
      </div>
      <div>
        <Button variant="secondary" size="small" className={styles.touch} onClick={useDefaults}>
          {t('admin.settings_screen.theme_defaults')}
        </Button>
      </div>
    </SettingsCard>
  )
}

/** A colour picker and its hex code, both writing the same field. */
function ColourField({ colour, label }: { colour: ThemeColour; label: string }) {
  const t = useT()
  const errorText = useSettingsErrorText()
  const { register, setValue, control, getFieldState, formState } = useFormContext<SettingsFormValues>()
  const path = `theme.${colour}` as const
  const value = useWatch({ control, name: path }) ?? ''
  return (
    <Field
      label={label}
      hint={t('admin.settings_screen.theme_hex_hint')}
      error={errorText(getFieldState(path, formState).error)}
    >
      {(field) => (
        <div className={styles.row}>
          <input
            type="color"
            className={styles.picker}
            aria-label={t('admin.settings_screen.theme_picker', { field: label })}
            value={HEX_COLOUR.test(value) ? value.toLowerCase() : DEFAULT_THEME[colour].toLowerCase()}
            onChange={(event) =>
              setValue(path, event.target.value, { shouldDirty: true, shouldValidate: formState.isSubmitted })
            }
          />
          <input
            {...field}
            {...register(path)}
            className={fieldControlClass}
            autoComplete="off"
            spellCheck={false}
            maxLength={7}
          />
        </div>
      )}
    </Field>
  )
}
