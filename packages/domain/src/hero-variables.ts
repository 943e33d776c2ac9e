import type { Settings } from './settings'

export type HeroStyle = Settings['ui']['hero']

/** Where the description block sits (margin-inline) for each text alignment. */
const BLOCK_MARGIN: Record<HeroStyle['textAlign'], string> = {
  left: '0 auto',
  center: 'auto',
  right: 'auto 0',
}

/** CSS variables for the home hero, from settings `ui.hero`. */
export function heroVariables(style: HeroStyle): Record<string, string> {
  const background =
    style.backgroundType === 'solid'
      ? style.backgroundSolid
      : `linear-gradient(135deg, ${style.backgroundFrom}, ${style.backgroundTo})`
  return {
    '--hero-background': background,
    '--hero-title-size-mobile': style.titleFontSize.mobile,
    '--hero-title-size-desktop': style.titleFontSize.desktop,
    '--hero-title-weight': style.titleFontWeight,
    '--hero-title-family': style.titleFontFamily,
    '--hero-description-size': style.descriptionFontSize,
    '--hero-description-weight': style.descriptionFontWeight,
    '--hero-description-family': style.descriptionFontFamily,
    '--hero-padding': style.sectionPadding,
    '--hero-align': style.textAlign,
    '--hero-block-margin': BLOCK_MARGIN[style.textAlign],
  }
}
