import type { ThemeColours } from '@shop/ui'

export type ThemeColour = keyof ThemeColours

/** The four colours of the theme group, in the order the card shows them. */
export const THEME_COLOURS = [
  'background',
  'foreground',
  'primary',
  'primaryForeground',
] as const satisfies readonly ThemeColour[]

/** A colour as the theme schema takes it (#RRGGBB). */
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/

/** The theme to show while editing: each colour as typed once it is a full #RRGGBB code, else the saved one. */
export function liveTheme(edited: Partial<Record<ThemeColour, string>>, saved: ThemeColours): ThemeColours {
  const pick = (colour: ThemeColour) => {
    const value = edited[colour] ?? ''
    return HEX_COLOUR.test(value) ? value : saved[colour]
  }
  return {
    background: pick('background'),
    foreground: pick('foreground'),
    primary: pick('primary'),
    primaryForeground: pick('primaryForeground'),
  }
}
