import { atom } from 'jotai'

/** The current page's own title; the shell joins it with the site name into `document.title`. */
export const pageTitleAtom = atom<string | null>(null)

/** The current page's own meta description; the shell falls back to the description from settings. */
export const pageDescriptionAtom = atom<string | null>(null)
