import { describe, expect, it } from 'vitest'
import { leavesPageForm } from '../hooks/use-pages-address'
import { canSavePage, htmlText, slugFromTitle } from './page-form'

const at = (pathname: string, search = '') => ({ pathname, search, hash: '', state: null, key: 'k' })

describe('page form rules', () => {
  it('proposes the API’s slug for a Turkish title, cut to 120 characters without a trailing hyphen', () => {
    expect(slugFromTitle('İade ve Değişim Koşulları')).toBe('iade-ve-degisim-kosullari')
    expect(slugFromTitle('  ?! ')).toBe('')
    const long = slugFromTitle(`${'a'.repeat(119)} b`)
    expect(long).toBe('a'.repeat(119))
  })

  it('saves only with a Turkish title and a slug', () => {
    expect(canSavePage({ title: { tr: 'Hakkımızda' }, slug: 'hakkimizda' })).toBe(true)
    expect(canSavePage({ title: { tr: ' ' }, slug: 'hakkimizda' })).toBe(false)
    expect(canSavePage({ title: { tr: 'Hakkımızda' }, slug: '  ' })).toBe(false)
  })

  it('reads the words of an HTML text (an empty paragraph has none)', () => {
    expect(htmlText('<p></p>')).toBe('')
    expect(htmlText('<h2>Biz</h2><p>Diş&nbsp;<strong>ürünleri</strong></p>')).toBe('Biz Diş ürünleri')
  })

  it('counts closing or switching the form as leaving it, but not a new search', () => {
    expect(leavesPageForm(at('/admin/pages', '?new=1'), at('/admin/pages'))).toBe(true)
    expect(leavesPageForm(at('/admin/pages', '?edit=a'), at('/admin/pages', '?edit=b'))).toBe(true)
    expect(leavesPageForm(at('/admin/pages', '?edit=a'), at('/admin/orders', '?edit=a'))).toBe(true)
    expect(leavesPageForm(at('/admin/pages', '?edit=a'), at('/admin/pages', '?edit=a&search=iade'))).toBe(
      false,
    )
    expect(leavesPageForm(at('/admin/pages'), at('/admin/pages', '?search=iade'))).toBe(false)
  })
})
