/**
 * Named references decoded in attribute values: the ones URLs and texts use, and those that can spell a scheme
 * (`&colon;`, `&Tab;`, `&NewLine;`). Any other `&name;` is kept as text and then escaped, so the browser reads those
 * characters literally too: it never decodes something the sanitiser did not see.
 */
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  AMP: '&',
  lt: '<',
  LT: '<',
  gt: '>',
  GT: '>',
  quot: '"',
  QUOT: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  Tab: '\t',
  NewLine: '\n',
  sol: '/',
  bsol: '\\',
  lpar: '(',
  rpar: ')',
  period: '.',
  comma: ',',
  excl: '!',
  num: '#',
  quest: '?',
  equals: '=',
  semi: ';',
  percnt: '%',
  plus: '+',
  lowbar: '_',
  commat: '@',
}

/** A numeric reference's character as HTML decodes it: nothing outside Unicode, no surrogate, no NUL. */
function numericReference(digits: string, radix: 10 | 16): string {
  const significant = digits.replace(/^0+/, '')
  const code = significant.length > 8 ? Number.POSITIVE_INFINITY : parseInt(significant || '0', radix)
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd'
  return String.fromCodePoint(code)
}

/**
 * An attribute value as the browser hands it to the URL parser: numeric references (the semicolon optional, as
 * HTML allows) and the named references above decoded.
 */
export function decodeAttributeValue(value: string): string {
  return value.replace(
    /&#[xX]([0-9a-fA-F]+);?|&#([0-9]+);?|&([a-zA-Z]+);/g,
    (whole, hex: string | undefined, decimal: string | undefined, name: string | undefined) => {
      if (hex !== undefined) return numericReference(hex, 16)
      if (decimal !== undefined) return numericReference(decimal, 10)
      return name !== undefined && Object.hasOwn(NAMED, name) ? (NAMED[name] ?? whole) : whole
    },
  )
}

/** A value written inside double quotes that the browser decodes back to exactly this text. */
export function escapeAttributeValue(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
