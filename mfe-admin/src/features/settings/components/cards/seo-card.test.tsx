import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@shop/domain'
import { allMessagesFor } from '@shop/i18n/messages/all'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { startApiServer, translateHandler } from '../../../../test/api-server'
import { renderSettingsCard } from '../../test/render-settings-card'
import { SeoCard } from './seo-card'

const tr = allMessagesFor('tr')
startApiServer(translateHandler())

const field = (name: string, language: 'Türkçe' | 'İngilizce') =>
  screen.getByLabelText(`${name} (${language})`) as HTMLInputElement | HTMLTextAreaElement
const title = (language: 'Türkçe' | 'İngilizce') => field(tr['admin.settings_cards.meta_title'], language)
const description = (language: 'Türkçe' | 'İngilizce') =>
  field(tr['admin.settings_cards.meta_description'], language)
const overLimitLines = () =>
  [...document.querySelectorAll('output')].map((output) => output.textContent).filter(Boolean)

async function replace(
  user: ReturnType<typeof renderSettingsCard>['user'],
  input: HTMLElement,
  text: string,
) {
  await user.clear(input)
  await user.click(input)
  await user.paste(text)
}

describe('SEO card', () => {
  it('counts the title and description per language against 60 and 160 as the admin types', async () => {
    const { user } = renderSettingsCard(SeoCard)
    expect(screen.getByText(`26 / ${SEO_TITLE_MAX} karakter`)).toBeTruthy()
    await replace(user, title('İngilizce'), 'Dental Depot')
    expect(screen.getByText(`12 / ${SEO_TITLE_MAX} karakter`)).toBeTruthy()
    await replace(user, description('Türkçe'), 'Kısa')
    expect(screen.getByText(`4 / ${SEO_DESCRIPTION_MAX} karakter`)).toBeTruthy()
    expect(overLimitLines()).toEqual([])
  })

  it('says at once which language is over the limit and by how much, and the form refuses to save it', async () => {
    const { user, saved } = renderSettingsCard(SeoCard)
    await replace(user, title('Türkçe'), 'a'.repeat(SEO_TITLE_MAX + 1))
    await replace(user, description('İngilizce'), 'd'.repeat(SEO_DESCRIPTION_MAX + 3))
    expect(overLimitLines()).toEqual([
      'Meta başlık (Türkçe): 61 / 60 karakter, 1 karakter fazla',
      'Meta açıklama (İngilizce): 163 / 160 karakter, 3 karakter fazla',
    ])

    await user.click(screen.getByRole('button', { name: tr['admin.common.save'] }))
    expect(await screen.findByText(tr['admin.settings.seo_title_max'])).toBeTruthy()
    expect(screen.getByText(tr['admin.settings.seo_description_max'])).toBeTruthy()
    expect(title('Türkçe').getAttribute('aria-invalid')).toBe('true')
    expect(saved).toEqual([])

    await replace(user, title('Türkçe'), 'a'.repeat(SEO_TITLE_MAX))
    await replace(user, description('İngilizce'), 'd'.repeat(SEO_DESCRIPTION_MAX))
    expect(overLimitLines()).toEqual([])
    await user.click(screen.getByRole('button', { name: tr['admin.common.save'] }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]?.seo?.metaTitle.tr).toBe('a'.repeat(SEO_TITLE_MAX))
  })

  it('sends keywords as one comma separated list per language, and the share image', async () => {
    const { user, saved } = renderSettingsCard(SeoCard)
    const keywords = field(tr['admin.settings_cards.meta_keywords'], 'Türkçe')
    await replace(user, keywords, ' implant,,kompozit ,  eldiven,implant ')
    await replace(
      user,
      screen.getByLabelText(tr['admin.settings_cards.og_image']),
      'https://cdn.example/og.png',
    )
    await user.click(screen.getByRole('button', { name: tr['admin.common.save'] }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]?.seo?.metaKeywords.tr).toBe('implant, kompozit, eldiven')
    expect(saved[0]?.seo?.ogImage).toBe('https://cdn.example/og.png')
  })

  it('refuses a share image that is not a web address or a site path', async () => {
    const { user, saved } = renderSettingsCard(SeoCard)
    await replace(user, screen.getByLabelText(tr['admin.settings_cards.og_image']), 'javascript:alert(1)')
    await user.click(screen.getByRole('button', { name: tr['admin.common.save'] }))
    expect(await screen.findByText(tr['admin.settings.url_invalid'])).toBeTruthy()
    expect(saved).toEqual([])
  })
})
