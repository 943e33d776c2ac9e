import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'

export interface LazyResolver<Input extends FieldValues, Context, Output> {
  /** The form's resolver: the first validation waits for the code, every later one runs at once. */
  resolver: Resolver<Input, Context, Output>
  /** Starts fetching the code; the form calls it when the shopper first focuses one of its fields. */
  warm: () => void
}

/**
 * A react-hook-form resolver whose code (zod and the form's schema) is fetched when the form is first used instead of
 * with the page: a shopper types for seconds before the first validation, and the page showing the form downloads
 * about 28 KB gzip less. When the code cannot be fetched, the validation says so through `onUnavailable` and holds the
 * form back (nothing is sent unchecked); the next validation fetches again.
 */
export function lazyResolver<Input extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Input, Context, Output>>,
  onUnavailable: () => void,
): LazyResolver<Input, Context, Output> {
  let loading: Promise<Resolver<Input, Context, Output>> | null = null
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null
      throw error
    })
    return loading
  }
  return {
    resolver: async (values, context, options) => {
      let resolve: Resolver<Input, Context, Output>
      try {
        resolve = await loaded()
      } catch {
        onUnavailable()
        // `root` is a key of every form's errors; TypeScript cannot see it through the generic field values.
        const errors = { root: { type: 'unavailable', message: '' } } as FieldErrors<Input>
        return { values: {}, errors }
      }
      return resolve(values, context, options)
    },
    warm: () => {
      loaded().catch(() => undefined)
    },
  }
}
