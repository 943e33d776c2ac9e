/** Query keys of the settings screen's own data (the cards' extra calls live under `settingsCardKeys`). */
export const settingsKeys = {
  all: () => ['admin', 'settings'] as const,
  detail: () => [...settingsKeys.all(), 'detail'] as const,
}
