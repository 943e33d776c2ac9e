/**
 * The first Intl formatter a page makes loads ICU's locale data, tens of milliseconds on a phone. It used to happen
 * inside the first render's task, where react-intl and the price formatter make theirs. Made in a task of its own as
 * soon as the entry runs, it is done while the app's scripts are still downloading.
 */
export function warmLocaleData(language = document.documentElement.lang) {
  setTimeout(() => {
    try {
      new Intl.NumberFormat(language || undefined).format(0)
    } catch {
      // A lang attribute Intl does not know: the first render loads the data it needs itself.
    }
  })
}
