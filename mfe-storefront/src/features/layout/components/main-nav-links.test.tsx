import { messagesFor } from '@shop/i18n'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderPage } from '../../../test/render-page'
import { MainNavLinks } from './main-nav-links'

const tr = messagesFor('tr')

const renderAt = (path: string) => renderPage({ path, route: '*', element: <MainNavLinks /> })

const currentLinks = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent)

describe('MainNavLinks', () => {
  it.each([
    ['/products', tr['nav.products']],
    ['/products?q=eldiven&page=2', tr['nav.products']],
    ['/products?featured=true', tr['home.featured_title']],
    ['/products?sale=true', tr['home.discounted_title']],
    ['/products?sort=createdAt&order=desc', tr['home.new_title']],
  ])('at %s marks only %s as the current page', (path, label) => {
    renderAt(path)
    expect(currentLinks()).toEqual([label])
  })

  it.each(['/', '/categories', '/category/endodonti'])('at %s marks no product section', (path) => {
    renderAt(path)
    expect(screen.getAllByRole('link')).toHaveLength(4)
    expect(currentLinks()).toEqual([])
  })

  it('moves the mark to the section followed', async () => {
    renderAt('/products?featured=true')
    await userEvent.click(screen.getByRole('link', { name: tr['home.discounted_title'] }))
    expect(currentLinks()).toEqual([tr['home.discounted_title']])
    await userEvent.click(screen.getByRole('link', { name: tr['nav.products'] }))
    expect(currentLinks()).toEqual([tr['nav.products']])
  })
})
