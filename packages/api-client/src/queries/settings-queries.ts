import { queryOptions } from '@tanstack/react-query'
import { api } from '../api'

export const settingsQueries = {
  all: () => ['settings'] as const,
  /** The shell reports a failure with its own 'Ayarlar yüklenemedi' toast, so the generic one is suppressed. */
  public: () =>
    queryOptions({
      queryKey: [...settingsQueries.all(), 'public'] as const,
      queryFn: ({ signal }) => api.settings.public({ signal, suppressErrorToast: true }),
    }),
}
