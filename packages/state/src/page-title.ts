import { atom } from 'jotai'

/** The current page's own title; the shell joins it with the site name into `document.title`. */
export const pageTitleAtom = atom<string | null>(null)
