/** Query keys of the catalogue tools screen. */
export const catalogueToolsKeys = {
  all: () => ['admin', 'catalogue-tools'] as const,
  translationStatus: () => [...catalogueToolsKeys.all(), 'translation-status'] as const,
}
