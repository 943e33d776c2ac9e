import { createRequire } from 'node:module'
import { parse } from '@formatjs/icu-messageformat-parser'
import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { CATALOGUE_FILES } from './precompiled-messages'

const require = createRequire(import.meta.url)
const { precompileCatalogue } = require('./precompile-messages-loader.cjs') as {
  precompileCatalogue: (
    fileName: string,
    source: string,
  ) => { output: string; compiled: number; problems: string[] }
}

/** Runs a compiled catalogue module (plain JavaScript here) and returns its `tr` export. */
function compiledCatalogue(output: string): Record<string, unknown> {
  return new Function(`${output.replace('export const', 'const')}\nreturn tr`)()
}

describe('precompiled messages', () => {
  it('compiles every text of a catalogue to the syntax tree react-intl formats without a parser', () => {
    const source = [
      "const other = { 'nav.home': 'Ana sayfa' }",
      'export const tr = {',
      '  ...other,',
      "  'nav.cart': 'Sepet',",
      "  'cart.count': '{count, plural, =0 {boş} other {# ürün}}',",
      "  'checkout.terms': `<link>Koşulları</link> kabul ediyorum`,",
      '}',
    ].join('\n')
    const { output, compiled, problems } = precompileCatalogue('tr.ts', source)
    expect(problems).toEqual([])
    expect(compiled).toBe(4)
    expect(output).toContain('...other,')
    const messages = compiledCatalogue(output)
    expect(messages['cart.count']).toEqual(parse('{count, plural, =0 {boş} other {# ürün}}'))
    const intl = createIntl({ locale: 'tr', messages: messages as never })
    expect(intl.formatMessage({ id: 'cart.count' }, { count: 3 })).toBe('3 ürün')
    expect(intl.formatMessage({ id: 'nav.cart' })).toBe('Sepet')
    expect(intl.formatMessage({ id: 'nav.home' })).toBe('Ana sayfa')
  })

  it('fails on a text it cannot compile, so none reaches the browser uncompiled', () => {
    const source = [
      "const name = 'x'",
      'export const tr = {',
      "  'a.computed': 'Merhaba ' + name,",
      // a template with a placeholder, written in two parts
      "  'a.template': `Merhaba $" + '{name}`,',
      "  'a.broken': '{count, plural, one {x}',",
      '  shorthand,',
      '}',
    ].join('\n')
    const { problems } = precompileCatalogue('tr.ts', source)
    expect(problems).toHaveLength(4)
    expect(problems[0]).toMatch(/^tr\.ts:3:\d+: a message must be a literal text/)
    expect(problems[2]).toMatch(/not an ICU message/)
    expect(problems[3]).toMatch(/'key': 'text'/)
  })

  it('applies to the catalogues, not to their indexes or tests', () => {
    expect(CATALOGUE_FILES.test('/work/main/packages/i18n/src/messages/tr.ts')).toBe(true)
    expect(CATALOGUE_FILES.test('/work/main/packages/i18n/src/messages/admin/products-en.ts')).toBe(true)
    expect(CATALOGUE_FILES.test('/work/main/packages/domain/src/messages/shop-tr.ts')).toBe(true)
    expect(CATALOGUE_FILES.test('/work/main/packages/i18n/src/messages/index.ts')).toBe(false)
    expect(CATALOGUE_FILES.test('/work/main/packages/i18n/src/messages/catalogues.test.ts')).toBe(false)
    expect(CATALOGUE_FILES.test('/work/main/packages/i18n/src/use-t.ts')).toBe(false)
  })
})
