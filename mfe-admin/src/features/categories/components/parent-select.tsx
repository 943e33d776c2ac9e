import type { AdminCategoryNode } from '@shop/domain'
import { useT } from '@shop/i18n'
import { languageAtom } from '@shop/state'
import { Field, fieldControlClass } from '@shop/ui'
import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { parentOptions } from '../lib/parent-options'

interface ParentSelectProps {
  tree: readonly AdminCategoryNode[]
  /** The category being edited: neither it nor anything below it is offered. */
  editingId?: string
  registration: UseFormRegisterReturn
  /** The starting choice, also given to the element itself so it shows before the form syncs its fields. */
  defaultValue: string
  error?: string
}

/** The parent picker: none (a top-level category) or any category that would not put this one under itself. */
export function ParentSelect({ tree, editingId, registration, defaultValue, error }: ParentSelectProps) {
  const t = useT()
  const language = useAtomValue(languageAtom)
  const options = useMemo(() => parentOptions(tree, language, editingId), [tree, language, editingId])
  return (
    <Field label={t('admin.categories.form_parent')} error={error}>
      {(control) => (
        <select {...registration} {...control} defaultValue={defaultValue} className={fieldControlClass}>
          <option value="">{t('admin.categories.form_parent_none')}</option>
          {options.map((option) => {
            // Native options cannot be styled: the depth is shown with leading dashes.
            const name = `${'— '.repeat(option.depth)}${option.name}`
            return (
              <option key={option.id} value={option.id}>
                {option.isActive ? name : t('admin.categories.form_parent_inactive', { name })}
              </option>
            )
          })}
        </select>
      )}
    </Field>
  )
}
