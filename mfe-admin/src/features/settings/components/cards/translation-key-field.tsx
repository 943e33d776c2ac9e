import { useT } from '@shop/i18n'
import { Button, TextField } from '@shop/ui'
import { useFormContext, useWatch } from 'react-hook-form'
import layout from '../../../../components/form-layout.module.css'
import { useSettingsErrorText } from '../../hooks/use-settings-error-text'
import type { SettingsFormValues } from '../../lib/settings-form-values'
import fields from './card-fields.module.css'

/**
 * The Gemini key, write-only: the screen never has the stored key (the API answers only `hasApiKey`), so the field
 * starts empty and its placeholder says whether a key is stored. Typing sets `translation.apiKey` (empty keeps the
 * stored key); "remove" sets `translation.clearApiKey`, applied by the page's Save.
 */
export function TranslationKeyField() {
  const t = useT()
  const errorText = useSettingsErrorText()
  const { register, control, setValue, formState } = useFormContext<SettingsFormValues>()
  const hasKey = useWatch({ control, name: 'translation.hasApiKey' })
  const removing = useWatch({ control, name: 'translation.clearApiKey' }) === true

  const setRemoving = (remove: boolean) => {
    setValue('translation.clearApiKey', remove, { shouldDirty: true })
    if (remove) setValue('translation.apiKey', '', { shouldDirty: true })
  }

  return (
    <div className={fields.group}>
      <TextField
        label={t('admin.settings_cards.api_key_label')}
        type="password"
        autoComplete="new-password"
        spellCheck={false}
        placeholder={t(
          hasKey && !removing
            ? 'admin.settings_cards.api_key_placeholder_set'
            : 'admin.settings_cards.api_key_placeholder_missing',
        )}
        hint={t('admin.settings_cards.api_key_hint')}
        disabled={removing}
        error={errorText(formState.errors.translation?.apiKey, 'validation.too_long')}
        {...register('translation.apiKey')}
      />
      {hasKey && (
        <div className={fields.actions}>
          {removing ? (
            <>
              <output className={layout.note}>{t('admin.settings_cards.api_key_remove_pending')}</output>
              <Button variant="secondary" onClick={() => setRemoving(false)}>
                {t('admin.settings_cards.api_key_remove_undo')}
              </Button>
            </>
          ) : (
            <Button variant="secondary" onClick={() => setRemoving(true)}>
              {t('admin.settings_cards.api_key_remove')}
            </Button>
          )}
        </div>
      )}
    </div>
  )
}
