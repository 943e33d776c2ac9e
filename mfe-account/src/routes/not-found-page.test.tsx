import { messagesFor } from '@shop/i18n'
import { screen } from '@testing-library/react'
import { Route } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderAccount, resetShop } from '../test/render-account'
import { NotFoundPage } from './not-found-page'

const tr = messagesFor('tr')

describe("the account remote's not-found page", () => {
  beforeEach(resetShop)

  it('names the page in its one top-level heading and offers the way home', async () => {
    renderAccount(<Route path="/orders/:id/unknown" element={<NotFoundPage />} />, '/orders/o1/unknown')
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(tr['not_found.title'])
    expect(screen.getByRole('link', { name: tr['not_found.home'] }).getAttribute('href')).toBe('/')
  })
})
