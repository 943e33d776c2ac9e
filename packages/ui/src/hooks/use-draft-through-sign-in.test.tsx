import { messagesFor } from '@shop/i18n'
import { forgetAllSessionDrafts, sessionRefusedAtom, shopStore, signInAtom, signOutAtom } from '@shop/state'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'jotai'
import { useState } from 'react'
import { IntlProvider } from 'react-intl'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useDraftThroughSignIn } from './use-draft-through-sign-in'

const tr = messagesFor('tr')
const RESTORED = tr['session_draft.restored']

const admin = { _id: 'u-admin', name: 'Ayşe Yılmaz', email: 'ayse@example.com', role: 'admin' as const }
const moderator = { _id: 'u-mod', name: 'Mert Kaya', email: 'mert@example.com', role: 'moderator' as const }

/** A one-field form editing a record loaded at `version`; its save shows the version it would send. */
function NameForm({ saved, version }: { saved: string; version: string }) {
  const [name, setName] = useState(saved)
  const draft = useDraftThroughSignIn({
    formKey: 'test.name:p1',
    isDirty: name !== saved,
    values: () => ({ name }),
    restore: (values) => setName(values.name),
    version,
  })
  return (
    <form>
      {draft.notice}
      <label>
        Ad
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <span data-testid="version">{draft.version}</span>
    </form>
  )
}

function openForm(saved = 'Eldiven', version = 'v1') {
  return render(
    <Provider store={shopStore}>
      <IntlProvider locale="tr" messages={tr}>
        <NameForm saved={saved} version={version} />
      </IntlProvider>
    </Provider>,
  )
}

const nameBox = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Ad' })
const signIn = (user: typeof admin | typeof moderator) =>
  act(() => shopStore.set(signInAtom, { token: 'cookie-only', user }))
const refuseSession = () => act(() => shopStore.set(sessionRefusedAtom))

/** The admin signs in, types into the form, and the session ends by `end`; the form goes, as the sign-in replaces it. */
async function typeThenLoseTheSession(typed: string, end: () => void = refuseSession) {
  signIn(admin)
  const form = openForm()
  await userEvent.type(nameBox(), typed)
  end()
  form.unmount()
}

beforeEach(() => {
  sessionStorage.clear()
  shopStore.set(signOutAtom)
})
afterEach(() => vi.useRealTimers())

describe('useDraftThroughSignIn', () => {
  it("keeps a dirty form's values when the session is refused and gives them back to the same person", async () => {
    await typeThenLoseTheSession(' (lateks)')

    signIn(admin)
    openForm('Eldiven', 'v2')
    expect(nameBox().value).toBe('Eldiven (lateks)')
    expect(screen.getByRole('status').textContent).toBe(RESTORED)
    // The save still names the version the typing was based on, so a record changed meanwhile is refused.
    expect(screen.getByTestId('version').textContent).toBe('v1')
  })

  it('gives a draft back once', async () => {
    await typeThenLoseTheSession(' (lateks)')
    signIn(admin)
    openForm().unmount()

    openForm('Eldiven', 'v2')
    expect(nameBox().value).toBe('Eldiven')
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.getByTestId('version').textContent).toBe('v2')
  })

  it('keeps nothing from a form without unsaved changes', () => {
    signIn(admin)
    openForm().unmount()
    refuseSession()
    signIn(admin)
    openForm('Eldiven (yeni)', 'v2')
    expect(nameBox().value).toBe('Eldiven (yeni)')
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('never shows one person what another typed', async () => {
    await typeThenLoseTheSession(' (lateks)')

    signIn(moderator)
    openForm()
    expect(nameBox().value).toBe('Eldiven')
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('drops a draft a chosen logout left behind, and one older than a day', async () => {
    await typeThenLoseTheSession(' (lateks)')
    forgetAllSessionDrafts()
    signIn(admin)
    openForm().unmount()

    await typeThenLoseTheSession(' (nitril)')
    vi.useFakeTimers({ now: Date.now() + 25 * 60 * 60 * 1000, toFake: ['Date'] })
    signIn(admin)
    openForm()
    expect(nameBox().value).toBe('Eldiven')
  })

  it('keeps the typing of a tab whose session another tab ended', async () => {
    // What another tab's sign-out looks like here: the stored user removed, announced by a storage event.
    await typeThenLoseTheSession(' (lateks)', () =>
      act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key: 'user', oldValue: '{}', newValue: null }))
        shopStore.set(signOutAtom)
      }),
    )

    signIn(admin)
    openForm()
    expect(nameBox().value).toBe('Eldiven (lateks)')
  })

  it('keeps nothing when the person signs out by choice in this tab (no refusal)', async () => {
    await typeThenLoseTheSession(' (lateks)', () => act(() => shopStore.set(signOutAtom)))
    signIn(admin)
    openForm()
    expect(nameBox().value).toBe('Eldiven')
  })
})
