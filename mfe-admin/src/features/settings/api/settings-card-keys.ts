/** Query keys of the settings cards' own calls (the translation service's health). */
export const settingsCardKeys = {
  all: () => ['admin', 'settings', 'cards'] as const,
  translationHealth: () => [...settingsCardKeys.all(), 'translation-health'] as const,
}
