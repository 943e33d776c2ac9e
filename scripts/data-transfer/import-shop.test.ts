import { describe, expect, it } from 'vitest'
import { withEnglishSortKey } from './import-shop'

describe('withEnglishSortKey', () => {
  it('gives a product of an older export, which has no English sort key, the key of the name an English reader sees', () => {
    const older = {
      id: 'p1',
      name: JSON.stringify({ tr: 'Işık Ünitesi', en: 'Curing Light' }),
      name_sort_key: 'x',
    }
    expect(withEnglishSortKey(older)).toEqual({ ...older, name_sort_key_en: 'curing light' })
    const untranslated = { id: 'p2', name: JSON.stringify({ tr: 'Şırınga', en: '' }) }
    expect(withEnglishSortKey(untranslated)).toEqual({ ...untranslated, name_sort_key_en: 'siringa' })
  })

  it('writes back the key a newer export carries, and leaves a row it cannot read alone', () => {
    const newer = { id: 'p1', name: JSON.stringify({ tr: 'Ayna', en: 'Mirror' }), name_sort_key_en: '' }
    expect(withEnglishSortKey(newer)).toBe(newer)
    const unreadable = { id: 'p2', name: '{' }
    expect(withEnglishSortKey(unreadable)).toBe(unreadable)
  })
})
