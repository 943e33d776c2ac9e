import { contrastRatio, hexToRgb, mix, type Rgb, rgbToHex } from './colour'
import { DEFAULT_THEME } from './constants'

export interface ThemeColours {
  background: string
  foreground: string
  primary: string
  primaryForeground: string
}

const BLACK: Rgb = [17, 17, 17]
const WHITE: Rgb = [255, 255, 255]
/** WCAG AA for normal text. */
const READABLE = 4.5

function colour(value: string | undefined, fallback: string): Rgb {
  return hexToRgb(value ?? '') ?? (hexToRgb(fallback) as Rgb)
}

/** Keeps the configured colour when it is readable on `surface`, otherwise the more readable of near-black and white. */
function readableOn(surface: Rgb, preferred: Rgb): Rgb {
  if (contrastRatio(surface, preferred) >= READABLE) return preferred
  return contrastRatio(surface, BLACK) >= contrastRatio(surface, WHITE) ? BLACK : WHITE
}

/**
 * The CSS variables of a theme: the four configured colours plus neutrals derived by mixing foreground into
 * background, so any light or dark theme keeps its borders, muted text and surfaces in proportion.
 */
export function themeVariables(theme: Partial<ThemeColours> = {}): Record<string, string> {
  const background = colour(theme.background, DEFAULT_THEME.background)
  const foreground = readableOn(background, colour(theme.foreground, DEFAULT_THEME.foreground))
  const primary = colour(theme.primary, DEFAULT_THEME.primary)
  const primaryForeground = readableOn(
    primary,
    colour(theme.primaryForeground, DEFAULT_THEME.primaryForeground),
  )
  const hex = rgbToHex
  return {
    '--color-background': hex(background),
    '--color-foreground': hex(foreground),
    '--color-primary': hex(primary),
    '--color-primary-foreground': hex(primaryForeground),
    '--color-primary-hover': hex(mix(primary, foreground, 0.15)),
    '--color-link': hex(readableOn(background, primary)),
    '--color-surface': hex(mix(background, foreground, 0.05)),
    '--color-surface-raised': hex(mix(background, foreground, 0.09)),
    '--color-border': hex(mix(background, foreground, 0.2)),
    '--color-border-strong': hex(mix(background, foreground, 0.4)),
    '--color-muted-foreground': hex(readableOn(background, mix(foreground, background, 0.3))),
    '--color-focus': hex(readableOn(background, primary)),
  }
}
