import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { useDraftThroughSignIn } from './use-draft-through-sign-in'

interface FormDraftOptions<V> {
  /** The version of the record the form edits (its If-Match), if it has one. */
  version?: string
  /** What of the values may be kept in the tab's storage: a secret typed into the form is blanked here. */
  keep?: (values: V) => V
  /** Runs after kept values are put back (e.g. whether a slug was typed by hand). */
  onRestore?: (values: V) => void
}

/**
 * `useDraftThroughSignIn` for a react-hook-form form: kept values are put back over the form's own, whose loaded
 * values stay its defaults, so the restored typing counts as unsaved changes.
 */
export function useFormDraftThroughSignIn<V extends FieldValues>(
  // Any context and submitted shape: only the form's values are kept.
  // biome-ignore lint/suspicious/noExplicitAny: react-hook-form's own default for both
  form: UseFormReturn<V, any, any>,
  formKey: string,
  { version, keep = (values) => values, onRestore }: FormDraftOptions<V> = {},
) {
  return useDraftThroughSignIn({
    formKey,
    isDirty: form.formState.isDirty,
    values: () => keep(form.getValues()),
    restore: (values: V) => {
      form.reset(values, { keepDefaultValues: true })
      onRestore?.(values)
    },
    version,
  })
}
