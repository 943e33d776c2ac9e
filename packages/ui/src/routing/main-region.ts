/** The page's main region: the shell's frame and the admin's layout give it this id (the skip link's target). */
export const mainRegion = () => document.getElementById('main')

/** Focuses the main region without scrolling: where a keyboard or screen-reader user reads on from. */
export function focusMainRegion(): void {
  mainRegion()?.focus({ preventScroll: true })
}
