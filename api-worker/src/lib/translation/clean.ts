/** Pairs a model may wrap its whole answer in. */
const WRAPPERS: readonly [string, string][] = [
  ['**', '**'],
  ['__', '__'],
  ['*', '*'],
  ['_', '_'],
  ['`', '`'],
  ['"', '"'],
  ["'", "'"],
  ['“', '”'],
  ['‘', '’'],
  ['«', '»'],
]

const FENCE = /^```[\w-]*[^\S\n]*\n?([\s\S]*?)\n?```$/
const LABEL = /^(?:english translation|english|translation|çeviri)\s*:\s*/i

/**
 * A model's answer reduced to the translation: a code fence, a leading "Translation:" label and quotes or Markdown
 * emphasis around the whole text are removed. A wrapper the Turkish source itself has is kept.
 */
export function cleanTranslation(answer: string, source: string): string {
  let text = answer.trim()
  const fence = FENCE.exec(text)
  if (fence) text = (fence[1] ?? '').trim()
  text = text.replace(LABEL, '')
  const original = source.trim()
  for (let changed = true; changed; ) {
    changed = false
    for (const [open, close] of WRAPPERS) {
      if (text.length <= open.length + close.length) continue
      if (!text.startsWith(open) || !text.endsWith(close) || original.startsWith(open)) continue
      const inner = text.slice(open.length, text.length - close.length)
      // `"A" and "B"` starts and ends with a quote without being wrapped in one.
      if (inner.includes(close)) continue
      text = inner.trim()
      changed = true
    }
  }
  return text
}
