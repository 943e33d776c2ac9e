import { expect, test } from '@playwright/test'

/** The account forms' validation chunk: zod and the forms' schemas (mfe-account/src/lib/form-validation.ts). */
const VALIDATION_CODE = /\/remotes\/account\/static\/js\/async\/form-validation\.[0-9a-f]+\.js$/

test('the sign-in page comes without its validation code, which arrives with the first focus and still checks the form', async ({
  page,
}) => {
  const fetched: string[] = []
  page.on('request', (request) => {
    if (VALIDATION_CODE.test(new URL(request.url()).pathname)) fetched.push(request.url())
  })
  await page.goto('/login')
  const form = page.getByTestId('login-form')
  await expect(form.getByRole('button', { name: 'Giriş Yap' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(fetched).toEqual([])

  await form.getByLabel('E-posta').focus()
  await expect.poll(() => fetched.length).toBe(1)
  await form.getByRole('button', { name: 'Giriş Yap' }).click()
  await expect(form.getByText('E-posta adresi gereklidir')).toBeVisible()
  await expect(form.getByText('Şifre gereklidir')).toBeVisible()
  expect(fetched).toHaveLength(1)
})

test('a sign-in whose validation code cannot be fetched says so and sends nothing; the next try goes through', async ({
  page,
}) => {
  let refuse = true
  await page.route(VALIDATION_CODE, (route) =>
    refuse ? route.abort('internetdisconnected') : route.fallback(),
  )
  const logins: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/login') logins.push(request.method())
  })
  await page.goto('/login')
  const form = page.getByTestId('login-form')
  await form.getByLabel('E-posta').fill('nobody@example.com')
  await form.getByLabel('Şifre', { exact: true }).fill('wrong-password-1')
  await form.getByRole('button', { name: 'Giriş Yap' }).click()
  await expect(page.getByText('Bağlantı hatası. Lütfen internet bağlantınızı kontrol edin.')).toBeVisible()
  expect(logins).toEqual([])

  refuse = false
  await form.getByRole('button', { name: 'Giriş Yap' }).click()
  await expect.poll(() => logins).toEqual(['POST'])
})
