/**
 * A save's success toast outlives the reload that follows it (admin.md §4: the page reloads 500 ms after saving):
 * remembered in the tab's storage just before, shown again once the screen is back. Without storage (a private
 * window's quota) only the first toast shows.
 */
const SAVED_NOTICE_KEY = 'admin.settings.saved-notice'

export function rememberSavedNotice() {
  try {
    sessionStorage.setItem(SAVED_NOTICE_KEY, '1')
  } catch {
    // Storage refused: the toast before the reload is all the admin sees.
  }
}

/** Whether a save asked for its toast after the reload; asking again answers false. */
export function takeSavedNotice(): boolean {
  try {
    const remembered = sessionStorage.getItem(SAVED_NOTICE_KEY) !== null
    sessionStorage.removeItem(SAVED_NOTICE_KEY)
    return remembered
  } catch {
    return false
  }
}
