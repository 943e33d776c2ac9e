import { expect, type Locator, test } from '@playwright/test'

/**
 * The placeholder's text, in its own font, against the room inside the box (padding and border excluded). The box
 * scrolls its text rather than wrapping it, so a wider placeholder is cut at the box's edge.
 */
function placeholderRoom(box: Locator) {
  return box.evaluate((input: HTMLInputElement) => {
    const measure = document.createElement('canvas').getContext('2d')
    if (!measure) return { placeholder: '', text: Number.POSITIVE_INFINITY, inside: 0 }
    const style = getComputedStyle(input, '::placeholder')
    measure.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    const own = getComputedStyle(input)
    const inside = input.clientWidth - parseFloat(own.paddingLeft) - parseFloat(own.paddingRight)
    return { placeholder: input.placeholder, text: measure.measureText(input.placeholder).width, inside }
  })
}

for (const width of [320, 390]) {
  test(`the header search shows its whole placeholder at ${width} px, in Turkish and in English`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/')

    const turkish = await placeholderRoom(page.getByRole('combobox', { name: 'Ürün ara' }))
    expect(turkish.placeholder).not.toBe('')
    expect(turkish.text).toBeLessThanOrEqual(turkish.inside)

    await page.getByLabel('Dil', { exact: true }).selectOption('en')
    const english = await placeholderRoom(page.getByRole('combobox', { name: 'Search products' }))
    expect(english.placeholder).not.toBe('')
    expect(english.text).toBeLessThanOrEqual(english.inside)
  })
}
