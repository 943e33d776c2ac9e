import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import { allEn as en, allTr as tr } from './all'
import type { MessageKey } from './tr'

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

const repo = join(import.meta.dirname, '../../../..')

/** Source files of the API and of the schemas it validates with (tests aside). */
function sources(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) sources(path, found)
    else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name)) found.push(path)
  }
  return found
}

/** Catalogue keys written as string literals in the API's and the domain's code: the messages the API can answer. */
function apiMessageKeys(): MessageKey[] {
  const keys = new Set<MessageKey>()
  for (const file of [
    ...sources(join(repo, 'api-worker/src')),
    ...sources(join(repo, 'packages/domain/src')),
  ]) {
    for (const match of readFileSync(file, 'utf8').matchAll(/'([a-z_]+(?:\.[a-z_]+)+)'/g)) {
      const key = match[1] as MessageKey
      if (Object.hasOwn(tr, key)) keys.add(key)
    }
  }
  return [...keys]
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

  it('let the API reword each of its Turkish messages unambiguously', () => {
    // The API writes Turkish and its error handler finds the key back from the text (api-worker/src/lib/messages.ts),
    // so a key the API uses must not share its Turkish text with a key that reads differently in English.
    const clashes: string[] = []
    for (const key of apiMessageKeys()) {
      for (const [other, text] of Object.entries(tr)) {
        if (other !== key && text === tr[key] && en[other as MessageKey] !== en[key]) {
          clashes.push(`${key} / ${other}: "${text}"`)
        }
      }
    }
    expect(clashes).toEqual([])
  })

  it('have no empty texts', () => {
    for (const text of [...Object.values(tr), ...Object.values(en)]) expect(text.trim()).not.toBe('')
  })
})
