import type { AddressDto } from '@shop/domain'
import { accountTr } from '@shop/i18n/messages/account/tr'
import { sessionRefusedAtom, shopStore, userAtom } from '@shop/state'
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { savedAddress } from '../../../test/fixtures'
import { renderAccount, resetShop } from '../../../test/render-account'
import { AddressBook } from './address-book'

const home = savedAddress
const clinic: AddressDto = { ...home, _id: 'a-clinic', title: 'Klinik', isDefault: false }

const signIn = (id = 'u1') =>
  shopStore.set(userAtom, { _id: id, name: 'Ayşe', email: `${id}@example.com`, role: 'user' })

function renderBook() {
  renderAccount(<Route path="/profile" element={<AddressBook addresses={[home, clinic]} />} />, '/profile')
}

const form = () => screen.getByTestId('address-form')
const field = (label: string) => within(form()).getByLabelText<HTMLInputElement>(label)

/** Types into the open form, then the session ends (a refused call) and the page goes, as a sign-out takes it. */
async function typeThenLoseTheSession(label: string, typed: string) {
  await userEvent.clear(field(label))
  await userEvent.type(field(label), typed)
  act(() => shopStore.set(sessionRefusedAtom))
  cleanup()
}

beforeEach(() => {
  resetShop()
  signIn()
})

describe('AddressBook through a sign-in', () => {
  it('opens the new address form again with what was typed, once the same person signs in', async () => {
    renderBook()
    await userEvent.click(screen.getByRole('button', { name: accountTr['address.add'] }))
    await typeThenLoseTheSession(accountTr['address.field.title'], 'Muayenehane')

    signIn()
    renderBook()
    expect(within(form()).getByRole('heading', { name: accountTr['address.add_title'] })).toBeTruthy()
    expect(field(accountTr['address.field.title']).value).toBe('Muayenehane')
    expect(within(form()).getByText(accountTr['session_draft.restored']).tagName).toBe('OUTPUT')
  })

  it('opens the edited address again, not another, and only for the person who typed', async () => {
    renderBook()
    const clinicCard = screen.getByText('Klinik').closest('li') as HTMLElement
    await userEvent.click(within(clinicCard).getByRole('button', { name: accountTr['address.edit'] }))
    await typeThenLoseTheSession(accountTr['address.field.title'], 'Klinik (yeni)')

    signIn('u2')
    renderBook()
    expect(screen.queryByTestId('address-form')).toBeNull()
    cleanup()

    signIn()
    renderBook()
    expect(within(form()).getByRole('heading', { name: accountTr['address.edit_title'] })).toBeTruthy()
    expect(field(accountTr['address.field.title']).value).toBe('Klinik (yeni)')
    expect(field(accountTr['address.field.full_name']).value).toBe('Ayşe Yılmaz')
    cleanup()

    // Given back once: the next visit opens the book closed.
    renderBook()
    expect(screen.queryByTestId('address-form')).toBeNull()
  })
})
