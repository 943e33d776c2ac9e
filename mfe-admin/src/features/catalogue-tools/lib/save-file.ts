/** Hands a downloaded body to the browser as a file (a plain link could not carry the bearer token). */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** The file name the server suggests (Content-Disposition), else a dated default. */
export function fileNameFrom(disposition: string | null, today = new Date()): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1]
  if (encoded) {
    try {
      return decodeURIComponent(encoded)
    } catch {
      // fall through to the plain name
    }
  }
  const plain = disposition?.match(/filename="?([^";]+)"?/i)?.[1]
  return plain ?? `katalog-${today.toISOString().slice(0, 10)}.csv`
}
