import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import { allEn as en, allTr as tr } from './all'

/** Argument names a message uses, collected from the ICU syntax tree (plural branches included). */
function argumentsOf(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue
    names.add(element.value)
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, names)
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, names)
  }
  return names
}

const argumentList = (message: string) => [...argumentsOf(parse(message))].sort()

describe('message catalogues', () => {
  it('have exactly the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(tr).sort())
  })

  it('parse as ICU messages and use the same arguments in both languages', () => {
    for (const [key, text] of Object.entries(tr)) {
      const english = en[key as keyof typeof tr]
      expect({ key, arguments: argumentList(english) }).toEqual({ key, arguments: argumentList(text) })
    }
  })

  it('carry the spec texts in Turkish', () => {
    expect(tr['error.generic']).toBe('Bir hata oluştu')
    expect(tr['settings.load_error']).toBe('Ayarlar yüklenemedi')
    expect(tr['auth.login_success']).toBe('Giriş başarılı!')
    expect(tr['product.max_stock']).toBe('Maksimum {stock} adet ekleyebilirsiniz')
  })

  it('have no empty texts', () => {
    for (const text of [...Object.values(tr), ...Object.values(en)]) expect(text.trim()).not.toBe('')
  })
})
