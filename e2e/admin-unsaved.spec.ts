import { expect, test } from '@playwright/test'
import { ADMIN, apiLogin, signInPage } from './support/admin'

const QUESTION = 'Kaydedilmemiş değişiklikleriniz var. Şimdi ayrılırsanız bu değişiklikler kaybolacak.'

test('an edited product form asks before the back button or cancel leaves it, in the real shell', async ({
  page,
  request,
}) => {
  await signInPage(page, await apiLogin(request, ADMIN))
  await page.goto('/admin')
  // In-app moves only: the admin remote's prompt must see the shell's router (one shared react-router).
  await expect(page.getByRole('heading', { name: 'Gösterge Paneli', level: 1 })).toBeVisible()
  const menu = page.getByRole('button', { name: 'Menü' })
  if (await menu.isVisible()) await menu.click()
  await page.getByRole('navigation').getByRole('link', { name: 'Ürünler' }).click()
  await page
    .getByRole('button', { name: /^Düzenle: / })
    .first()
    .click()
  const form = page.getByRole('dialog', { name: 'Ürünü düzenle' })
  const name = form.getByLabel('Ürün adı (Türkçe)')
  const stored = await name.inputValue()
  await name.fill(`${stored} (taslak)`)

  await page.goBack()
  const question = page.getByRole('dialog', { name: QUESTION })
  await expect(question).toBeVisible()
  await question.getByRole('button', { name: 'Vazgeç' }).click()
  await expect(question).toBeHidden()
  await expect(name).toHaveValue(`${stored} (taslak)`)
  await expect(page).toHaveURL(/[?&]edit=/)

  await form.getByRole('button', { name: 'İptal' }).click()
  await question.getByRole('button', { name: 'Kaydetmeden ayrıl' }).click()
  await expect(form).toBeHidden()
  await expect(page).not.toHaveURL(/[?&]edit=/)
  await expect(page.getByRole('row').filter({ hasText: `${stored} (taslak)` })).toHaveCount(0)
})

test('a category typed into a dialog is not thrown away by Escape without asking', async ({
  page,
  request,
}) => {
  await signInPage(page, await apiLogin(request, ADMIN))
  await page.goto('/admin/categories')
  await page.getByRole('button', { name: 'Yeni kategori' }).click()
  const form = page.getByRole('dialog', { name: 'Yeni kategori' })
  // Typed key by key, as a person types: Chromium lets a page hold Escape back only after the user has acted on it
  // (close watchers), and a filled value is no such act.
  await form.getByLabel('Kategori adı (Türkçe)').pressSequentially('Yarım kalan kategori')

  await page.keyboard.press('Escape')
  const question = page.getByRole('dialog', { name: QUESTION })
  await expect(question).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(question).toBeHidden()
  await expect(form.getByLabel('Kategori adı (Türkçe)')).toHaveValue('Yarım kalan kategori')

  await page.keyboard.press('Escape')
  await question.getByRole('button', { name: 'Kaydetmeden ayrıl' }).click()
  await expect(form).toBeHidden()
})
