import type { Language } from './constants'

/** The mark that groups thousands in a language, as the shop writes its prices there (1.250,00 ₺; ₺1,250.00). */
function thousandsMark(language: Language): string {
  return (
    new Intl.NumberFormat(language).formatToParts(1000).find((part) => part.type === 'group')?.value ?? ','
  )
}

/**
 * An amount a shopper typed, read the way the shop writes amounts in their language: in Turkish '1.000' is a
 * thousand and '12,5' twelve and a half; in English '1,000' is a thousand. A lone mark followed by other than three
 * digits is the decimal mark whatever the language ('12.5', '12,50'), and with both marks the last one is. Spaces and
 * currency signs are ignored. Null when what is left is not an amount.
 */
export function readTypedAmount(text: string, language: Language): number | null {
  const bare = text.replace(/[\s₺$€]|TL/gi, '')
  if (bare === '') return null
  const marks = bare.match(/[.,]/g) ?? []
  let plain = bare
  if (new Set(marks).size === 2) {
    const decimal = bare.lastIndexOf('.') > bare.lastIndexOf(',') ? '.' : ','
    plain = bare.replaceAll(decimal === '.' ? ',' : '.', '').replace(decimal, '.')
  } else if (marks.length > 1) {
    plain = bare.replaceAll(marks[0] as string, '')
  } else if (marks.length === 1) {
    const mark = marks[0] as '.' | ','
    const groupsThousands = mark === thousandsMark(language) && /^[1-9]\d{0,2}[.,]\d{3}$/.test(bare)
    plain = groupsThousands ? bare.replace(mark, '') : bare.replace(mark, '.')
  }
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : null
}
