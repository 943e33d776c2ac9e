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

/** The more readable of near-black and white on `surface`. */
function readableExtreme(surface: Rgb): Rgb {
  return contrastRatio(surface, BLACK) >= contrastRatio(surface, WHITE) ? BLACK : WHITE
}

/** Keeps the configured colour when it is readable on `surface`, otherwise the more readable of near-black and white. */
function readableOn(surface: Rgb, preferred: Rgb): Rgb {
  return contrastRatio(surface, preferred) >= READABLE ? preferred : readableExtreme(surface)
}

/**
 * The status colours a dark theme (the default) and a light one start from; each is then moved toward the text's
 * side until it reads on every surface, so an error, a badge or a warning never fades into the configured theme.
 */
const STATUS_TONES = {
  dark: {
    danger: [255, 138, 128],
    success: [126, 217, 160],
    warning: [255, 194, 102],
    info: [142, 197, 255],
  },
  light: { danger: [198, 40, 40], success: [27, 122, 58], warning: [154, 103, 0], info: [21, 101, 192] },
} as const satisfies Record<string, Record<string, Rgb>>

/** The weight of a status colour in its tinted backgrounds (a badge, an alert); the badges' CSS mixes the same. */
export const STATUS_TINT = 0.12

const round = (rgb: Rgb): Rgb => [Math.round(rgb[0]), Math.round(rgb[1]), Math.round(rgb[2])]

/**
 * `preferred` mixed toward `text` (the theme's readable extreme) in small steps, until it reads (4.5:1) on each of
 * `surfaces` and on its own tint over `background`.
 */
function readableTone(preferred: Rgb, text: Rgb, background: Rgb, surfaces: Rgb[]): Rgb {
  const steps = 20
  for (let step = 0; step <= steps; step++) {
    const tone = round(mix(preferred, text, step / steps))
    const behind = [...surfaces, round(mix(background, tone, STATUS_TINT))]
    if (behind.every((surface) => contrastRatio(surface, tone) >= READABLE)) return tone
  }
  return text
}

/** WCAG's non-text contrast (1.4.11): a field's or a button's edge against what it sits on. */
const BOUNDARY = 3

/**
 * The strong border (fields, secondary buttons, steppers): foreground mixed into background from 40 % up in steps of
 * 5 %, until the edge stands 3:1 out from the background and the surface controls sit on. A dark theme keeps its 40 %;
 * on white it takes 50 % (40 % was 2.6:1).
 */
function boundaryTone(background: Rgb, foreground: Rgb, surfaces: Rgb[]): Rgb {
  for (let weight = 0.4; weight < 1; weight += 0.05) {
    const tone = round(mix(background, foreground, weight))
    if (surfaces.every((surface) => contrastRatio(surface, tone) >= BOUNDARY)) return tone
  }
  return foreground
}

/**
 * The CSS variables of a theme (and its `color-scheme`): the four configured colours plus neutrals derived by mixing
 * foreground into background, so any light or dark theme keeps its borders, muted text and surfaces in proportion,
 * and the status colours made readable on it.
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
  // Rounded as the variables carry them, so the status colours are checked against what the page shows.
  const surface = round(mix(background, foreground, 0.05))
  const surfaceRaised = round(mix(background, foreground, 0.09))
  const text = readableExtreme(background)
  const tones = STATUS_TONES[text === WHITE ? 'dark' : 'light']
  const tone = (preferred: Rgb) =>
    readableTone(preferred, text, background, [background, surface, surfaceRaised])
  const danger = tone(tones.danger)
  return {
    // Native controls (date pickers, checkboxes, scrollbars, a select's list) drawn for the theme's side: on the dark
    // default a date field's calendar icon was near-black on the field.
    'color-scheme': text === WHITE ? 'dark' : 'light',
    '--color-background': hex(background),
    '--color-foreground': hex(foreground),
    '--color-primary': hex(primary),
    '--color-primary-foreground': hex(primaryForeground),
    '--color-primary-hover': hex(mix(primary, foreground, 0.15)),
    '--color-link': hex(readableOn(background, primary)),
    '--color-surface': hex(surface),
    '--color-surface-raised': hex(surfaceRaised),
    '--color-border': hex(mix(background, foreground, 0.2)),
    '--color-border-strong': hex(boundaryTone(background, foreground, [background, surface])),
    '--color-muted-foreground': hex(readableOn(background, mix(foreground, background, 0.3))),
    '--color-focus': hex(readableOn(background, primary)),
    '--color-danger': hex(danger),
    '--color-danger-surface': hex(mix(background, danger, STATUS_TINT)),
    '--color-success': hex(tone(tones.success)),
    '--color-warning': hex(tone(tones.warning)),
    '--color-info': hex(tone(tones.info)),
  }
}
