import { type ThemeColours, themeVariables } from '@shop/domain/theme-variables'

/** Sets the theme's CSS variables (and its colour scheme) on the document root; every app's CSS reads them. */
export function applyTheme(
  theme: Partial<ThemeColours> | undefined,
  root: HTMLElement = document.documentElement,
) {
  for (const [name, value] of Object.entries(themeVariables(theme))) root.style.setProperty(name, value)
}
