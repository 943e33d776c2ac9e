import type { MessageKey, Translate } from '@shop/i18n'
import { Field, fieldControlClass, TextField } from '@shop/ui'
import { type FieldPath, useFormContext, useWatch } from 'react-hook-form'
import { useSettingsErrorText } from '../../hooks/use-settings-error-text'
import type { SettingsFormValues } from '../../lib/settings-form-values'
import fields from './card-fields.module.css'
import settingsFields from './settings-fields.module.css'

type Path = FieldPath<SettingsFormValues>

export interface StyleOption {
  value: string | number
  label: string
}

/** The options of a set, each labelled from the catalogue. */
export function optionsOf(labels: Readonly<Record<string, MessageKey>>, t: Translate): StyleOption[] {
  return Object.entries(labels).map(([value, key]) => ({ value, label: t(key) }))
}

/** The error of one settings field, worded (a size or font over its length has no key of its own). */
function useFieldError(name: Path) {
  const errorText = useSettingsErrorText()
  const { getFieldState, formState } = useFormContext<SettingsFormValues>()
  return errorText(getFieldState(name, formState).error, 'validation.too_long')
}

/**
 * A select over one of the UI style's option sets; `numeric` keeps the value a number (grid columns). `fullRow`: its
 * options are phrases too long for a column of a packed grid, so it takes a row of its own and shows them in full.
 */
export function OptionSelect({
  name,
  label,
  options,
  numeric = false,
  fullRow = false,
}: {
  name: Path
  label: string
  options: readonly StyleOption[]
  numeric?: boolean
  fullRow?: boolean
}) {
  const { register, getValues } = useFormContext<SettingsFormValues>()
  const error = useFieldError(name)
  const field = (
    <Field label={label} error={error}>
      {(control) => (
        // The starting option is set here too: not every DOM applies the value react-hook-form writes to a select.
        <select
          {...control}
          className={fieldControlClass}
          defaultValue={getValues(name) as string | number}
          {...register(name, { valueAsNumber: numeric })}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
  return fullRow ? <div className={settingsFields.fullRow}>{field}</div> : field
}

/** A CSS length typed by hand ('0.95rem', '14px'); the group's note says so. */
export function SizeField({ name, label }: { name: Path; label: string }) {
  const { register } = useFormContext<SettingsFormValues>()
  return (
    <TextField
      label={label}
      autoComplete="off"
      spellCheck={false}
      maxLength={32}
      error={useFieldError(name)}
      {...register(name)}
    />
  )
}

/** A font stack typed by hand, with common stacks offered; the group's note says so. */
export function FontFamilyField({ name, label, listId }: { name: Path; label: string; listId: string }) {
  const { register } = useFormContext<SettingsFormValues>()
  return (
    <TextField
      label={label}
      autoComplete="off"
      spellCheck={false}
      maxLength={120}
      list={listId}
      error={useFieldError(name)}
      {...register(name)}
    />
  )
}

/** A colour of the hero background, picked with the browser's colour picker (#RRGGBB). */
export function ColourField({ name, label }: { name: Path; label: string }) {
  const { register, control } = useFormContext<SettingsFormValues>()
  const value = useWatch({ control, name }) as string
  const error = useFieldError(name)
  return (
    <Field label={label} hint={value} error={error}>
      {(controlProps) => (
        <input {...controlProps} type="color" className={fields.colour} {...register(name)} />
      )}
    </Field>
  )
}

/** One choice among a few, as a row of buttons (radio buttons underneath). */
export function SegmentedChoice({
  name,
  label,
  options,
}: {
  name: Path
  label: string
  options: readonly StyleOption[]
}) {
  const { register } = useFormContext<SettingsFormValues>()
  return (
    <fieldset className={fields.segments}>
      <legend>{label}</legend>
      {options.map((option) => (
        <label key={option.value} className={fields.segment}>
          <input type="radio" value={option.value} {...register(name)} />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  )
}
