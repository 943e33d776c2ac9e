/** Toast timing from the spec (storefront.md §9, first reading): default 4 s, success 3 s, error 5 s. */
export const TOAST_DURATION_MS = { default: 4000, success: 3000, error: 5000 } as const

/** Data queries are fresh for 5 minutes, retried once, not refetched on window focus (first reading). */
export const QUERY_DEFAULTS = { staleTimeMs: 5 * 60 * 1000, retry: 1, refetchOnWindowFocus: false } as const

/** admin.md §4, §9: the settings screen reloads the page 500 ms after a successful save. */
export const SETTINGS_RELOAD_DELAY_MS = 500

/** The header logo's drawn height in px: the storefront's brand, the shell's placeholder and the worker's first paint. */
export const HEADER_LOGO_HEIGHT = 44
