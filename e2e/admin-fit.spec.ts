import { expect, type Locator, test } from '@playwright/test'
import { ADMIN, apiLogin, signInPage } from './support/admin'
import { bearer, dataOf, uniqueTag } from './support/shop-api'

/*
 * Text that must read in full on a phone (390 px, the phone project) and on a desktop (1280 px): an e-mail in the
 * users list wraps only where an address may, and a settings select shows its longest option whole.
 */

/** Where the text inside `element` wraps: the index of each character that starts a new line. */
const lineStarts = (element: Locator) =>
  element.evaluate((root) => {
    const starts: number[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    let index = 0
    let lineTop: number | undefined
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let offset = 0; offset < (node.textContent ?? '').length; offset++, index++) {
        range.setStart(node, offset)
        range.setEnd(node, offset + 1)
        const top = range.getBoundingClientRect().top
        if (lineTop !== undefined && top > lineTop + 4) starts.push(index)
        lineTop = top
      }
    }
    return starts
  })

test('a long e-mail in the users list wraps only after its @ or before a dot, never inside a word', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, ADMIN)
  const email = `uzun.adli.dis.hekimi.klinigi.${uniqueTag()}@ornekdisdeposu.com.tr`
  const { user } = await dataOf<{ user: { _id: string } }>(
    request.post('/api/users', {
      headers: bearer(admin.token),
      data: { name: 'Uzun Adresli Klinik', email, password: 'secret12', role: 'user' },
    }),
  )
  try {
    await signInPage(page, admin)
    await page.goto(`/admin/users?search=${encodeURIComponent(email)}`)
    const cell = page.getByRole('row').filter({ hasText: 'Uzun Adresli Klinik' }).getByRole('cell').nth(1)
    await expect(cell).toHaveText(email)
    const starts = await lineStarts(cell)
    const badBreaks = starts
      .filter((start) => email[start - 1] !== '@' && email[start] !== '.')
      .map((start) => `${email.slice(0, start)} / ${email.slice(start)}`)
    expect(badBreaks).toEqual([])
  } finally {
    await dataOf(request.delete(`/api/users/${user._id}`, { headers: bearer(admin.token) }))
  }
})

/** The options of each select in `group` wider than the select shows, measured in its own font. */
const cutOptions = (group: Locator) =>
  group.evaluate((root) => {
    const measure = document.createElement('canvas').getContext('2d')
    if (!measure) throw new Error('no canvas')
    // The drop-down arrow takes this much of the box beside its padding.
    const ARROW = 20
    return [...root.querySelectorAll('select')].flatMap((select) => {
      const style = getComputedStyle(select)
      measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - ARROW
      return [...select.options]
        .filter((option) => measure.measureText(option.text).width > room)
        .map((option) => `${select.name}: ${option.text}`)
    })
  })

for (const { locale, legends } of [
  { locale: 'tr-TR', legends: ['Ürün kartları', 'Ana sayfa başlık alanı'] },
  { locale: 'en-US', legends: ['Product cards', 'Home page banner'] },
]) {
  test.describe(locale, () => {
    test.use({ locale })

    test('the UI style selects (product cards, hero) show every option in full', async ({
      page,
      request,
    }) => {
      await signInPage(page, await apiLogin(request, ADMIN))
      await page.goto('/admin/settings')
      await expect(page.locator('select[name="ui.productCard.cardHeight"]')).toBeVisible()
      const cut = []
      for (const legend of legends) cut.push(...(await cutOptions(page.getByRole('group', { name: legend }))))
      expect(cut).toEqual([])
    })
  })
}
