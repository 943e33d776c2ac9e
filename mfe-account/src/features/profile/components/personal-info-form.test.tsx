import { accountTr } from '@shop/i18n/messages/account/tr'
import { sessionRefusedAtom, shopStore, userAtom } from '@shop/state'
import { act, cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { customer } from '../../../test/fixtures'
import { renderAccount, resetShop } from '../../../test/render-account'
import { PersonalInfoForm } from './personal-info-form'

const signIn = () =>
  shopStore.set(userAtom, { _id: customer._id, name: customer.name, email: customer.email, role: 'user' })

function renderForm() {
  renderAccount(<Route path="/profile" element={<PersonalInfoForm user={customer} />} />, '/profile')
  return {
    name: () => screen.getByLabelText<HTMLInputElement>(accountTr['profile.name']),
    phone: () => screen.getByLabelText<HTMLInputElement>(accountTr['profile.phone']),
  }
}

beforeEach(() => {
  resetShop()
  signIn()
})

describe('PersonalInfoForm through a sign-in', () => {
  it('gives back the name and phone typed before the session ended, over the saved ones', async () => {
    let form = renderForm()
    await userEvent.clear(form.name())
    await userEvent.type(form.name(), 'Dr. Ayşe Yılmaz')
    await userEvent.clear(form.phone())
    await userEvent.type(form.phone(), '0532 765 43 21')
    act(() => shopStore.set(sessionRefusedAtom))
    cleanup()

    signIn()
    form = renderForm()
    expect(form.name().value).toBe('Dr. Ayşe Yılmaz')
    expect(form.phone().value).toBe('0532 765 43 21')
    expect(screen.getByText(accountTr['session_draft.restored']).tagName).toBe('OUTPUT')
  })
})
