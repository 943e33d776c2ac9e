import { generateSku, normalizeSku, type ProductInputDraft } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Button, TextField } from '@shop/ui'
import { type ChangeEvent, useEffect, useRef } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { useFieldMessage } from '../hooks/use-field-message'
import { stableRandom } from '../lib/stable-random'
import styles from './product-form.module.css'

/** Upper case as typed, the caret kept where it was. */
function upperCase(event: ChangeEvent<HTMLInputElement>) {
  const input = event.target
  const { selectionStart, selectionEnd } = input
  const next = normalizeSku(input.value)
  if (next === input.value) return
  input.value = next
  if (selectionStart !== null && selectionEnd !== null && document.activeElement === input) {
    input.setSelectionRange(Math.min(selectionStart, next.length), Math.min(selectionEnd, next.length))
  }
}

/**
 * The SKU (admin.md §5): for a new product it follows the Turkish name until the admin types one; "generate" builds
 * a fresh one from the name at any time.
 */
export function SkuField({ isNew }: { isNew: boolean }) {
  const t = useT()
  const fieldMessage = useFieldMessage()
  const { register, setValue, control, formState } = useFormContext<ProductInputDraft>()
  const name = useWatch({ control, name: 'name.tr' })
  const typedByHand = useRef(!isNew)
  const random = useRef(stableRandom())
  const field = register('sku', {
    onChange: () => {
      typedByHand.current = true
    },
  })

  // Read, not depended on: submitting must not rebuild the SKU (and wipe a server error shown on it).
  const submitted = useRef(false)
  submitted.current = formState.isSubmitted
  useEffect(() => {
    if (typedByHand.current) return
    setValue('sku', name.trim() ? generateSku(name, random.current()) : '', {
      shouldValidate: submitted.current,
    })
  }, [name, setValue])

  const generate = () => {
    random.current = stableRandom()
    setValue('sku', generateSku(name, random.current()), { shouldDirty: true, shouldValidate: true })
  }

  return (
    <div className={styles.sku}>
      <TextField
        label={t('admin.products.sku')}
        required
        hint={t('admin.products.sku_hint')}
        error={fieldMessage(formState.errors.sku?.message, ['sku'])}
        autoCapitalize="characters"
        spellCheck={false}
        {...field}
        onChange={(event) => {
          upperCase(event)
          return field.onChange(event)
        }}
      />
      <Button variant="secondary" className={styles.touch} onClick={generate}>
        {t('admin.products.sku_generate')}
      </Button>
    </div>
  )
}
