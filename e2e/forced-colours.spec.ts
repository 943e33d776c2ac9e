import { expect, type Locator, type Page, test } from '@playwright/test'
import { ADMIN, apiLogin, signInPage } from './support/admin'
import { openAboutPageEditor } from './support/page-editor'

// Windows contrast themes: the browser paints every colour from the system palette and drops box-shadows, so the
// theme's focus ring and every state drawn only as a fill must have another way to show.
test.use({ forcedColors: 'active', colorScheme: 'dark' })

/** What each of the next `stops` Tab presses focuses, and whether an outline marks it. */
async function tabStops(page: Page, stops: number) {
  const seen: { name: string; outlined: boolean }[] = []
  for (let index = 0; index < stops; index++) {
    await page.keyboard.press('Tab')
    const stop = await page.evaluate(() => {
      const element = document.activeElement
      if (!element || element === document.body) return null
      const style = getComputedStyle(element)
      const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`
      return { name, outlined: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2 }
    })
    if (stop) seen.push(stop)
  }
  return seen
}

const fill = (locator: Locator, pseudo?: string) =>
  locator.evaluate((element, which) => getComputedStyle(element, which).backgroundColor, pseudo)

test('in a contrast theme every keyboard stop of the shop is outlined and the current section keeps its mark', async ({
  page,
}) => {
  await page.goto('/products')
  await expect(page.getByRole('heading', { level: 1, name: 'Ürünler' })).toBeVisible()
  await expect(page.getByRole('button', { name: /Sepete Ekle/ }).first()).toBeVisible()

  const stops = await tabStops(page, 30)
  expect(stops.length).toBeGreaterThan(20)
  expect(stops.filter((stop) => !stop.outlined).map((stop) => stop.name)).toEqual([])

  const current = page.locator('a[aria-current="page"]:visible', { hasText: 'Ürünler' })
  const other = page.locator('a:visible', { hasText: 'Yeni ürünler' })
  await expect(current).toBeVisible()
  const rule = (link: Locator) => link.evaluate((element) => getComputedStyle(element).borderBottomColor)
  expect(await rule(current)).not.toBe(await rule(other))

  // So does the list's current page among the others.
  expect(await fill(page.getByRole('link', { name: 'Sayfa 1', exact: true }))).not.toBe(
    await fill(page.getByRole('link', { name: 'Sayfa 2', exact: true })),
  )
})

test('in a contrast theme the settings screen outlines its stops and shows the switch and the chosen style', async ({
  page,
  request,
}) => {
  await signInPage(page, await apiLogin(request, ADMIN))
  await page.goto('/admin/settings')
  const maintenance = page.getByRole('switch', { name: 'Bakım modu' })
  await expect(maintenance).toBeVisible()

  const stops = await tabStops(page, 25)
  expect(stops.length).toBeGreaterThan(15)
  expect(stops.filter((stop) => !stop.outlined).map((stop) => stop.name)).toEqual([])

  // The knob stands out from the track, and the chosen segment from the others.
  expect(await fill(maintenance, '::before')).not.toBe(await fill(maintenance))
  const segments = page.locator('fieldset:has(input[type="radio"]:checked)').first()
  const chosen = segments.locator('input:checked + span')
  const another = segments.locator('input:not(:checked) + span').first()
  expect(await fill(chosen)).not.toBe(await fill(another))

  // The screen the admin is on is marked in the menu.
  const here = page.getByRole('link', { name: 'Site Ayarları' })
  const elsewhere = page.getByRole('link', { name: 'Kullanıcılar' })
  expect(await fill(here)).not.toBe(await fill(elsewhere))
})

test('in a contrast theme a pressed toggle is filled, whatever its own styles say', async ({
  page,
  request,
}) => {
  const { toolbar, editor } = await openAboutPageEditor(page, request)
  const bold = toolbar.getByRole('button', { name: 'Kalın' })
  await expect(bold).toHaveAttribute('aria-pressed', 'false')
  const off = await fill(bold)
  await editor.click()
  await page.keyboard.press('ControlOrMeta+a')
  await bold.click()
  await expect(bold).toHaveAttribute('aria-pressed', 'true')
  expect(await fill(bold)).not.toBe(off)
})
