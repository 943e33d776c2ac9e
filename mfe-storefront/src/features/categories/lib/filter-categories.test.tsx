import { describe, expect, it } from 'vitest'
import { filterCategories } from './filter-categories'

const categories = [
  { name: { tr: 'İmplantoloji', en: 'Implantology' }, description: { tr: 'İmplant sistemleri' } },
  { name: { tr: 'Endodonti', en: 'Endodontics' }, description: { tr: 'Kanal tedavisi için eğeler' } },
  { name: { tr: 'Ortodonti' }, description: { en: 'Brackets and wires' } },
]

describe('filterCategories', () => {
  it('searches names and descriptions in every language, Turkish case folded', () => {
    expect(filterCategories(categories, 'IMPLANT').map((c) => c.name.tr)).toEqual(['İmplantoloji'])
    expect(filterCategories(categories, 'egeler').map((c) => c.name.tr)).toEqual(['Endodonti'])
    expect(filterCategories(categories, 'brackets').map((c) => c.name.tr)).toEqual(['Ortodonti'])
  })

  it('needs every word to match and keeps all for an empty search', () => {
    expect(filterCategories(categories, 'kanal implant')).toEqual([])
    expect(filterCategories(categories, '  ')).toHaveLength(3)
  })
})
