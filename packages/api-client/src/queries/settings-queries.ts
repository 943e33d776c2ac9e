import { queryOptions } from '@tanstack/react-query'
import { getPublicSettings } from '../endpoints/settings'

export const settingsQueries = {
  all: () => ['settings'] as const,
  /** The shell reports a failure with its own 'Ayarlar yüklenemedi' toast, so the generic one is suppressed. */
  public: () =>
    queryOptions({
      queryKey: [...settingsQueries.all(), 'public'] as const,
      queryFn: ({ signal }) => getPublicSettings({ signal, suppressErrorToast: true }),
    }),
}
