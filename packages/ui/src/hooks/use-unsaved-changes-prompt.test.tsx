import { messagesFor } from '@shop/i18n'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { IntlProvider } from 'react-intl'
import { createMemoryRouter, Link, RouterProvider, useLocation, useNavigate } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { type LeavesForm, useUnsavedChangesPrompt } from './use-unsaved-changes-prompt'

const tr = messagesFor('tr')

/** A form page: typing makes it dirty; "save" clears the dirty state and moves on in the same click. */
function FormPage({ leaves }: { leaves?: LeavesForm }) {
  const [draft, setDraft] = useState('')
  const navigate = useNavigate()
  const location = useLocation()
  const prompt = useUnsavedChangesPrompt(draft !== '', leaves)
  return (
    <main>
      <output data-testid="where">{`${location.pathname}${location.search}`}</output>
      <label>
        Ad
        <input value={draft} onChange={(event) => setDraft(event.target.value)} />
      </label>
      <button
        type="button"
        onClick={() => {
          setDraft('')
          navigate('/saved')
        }}
      >
        Kaydet
      </button>
      <Link to="/other">Başka sayfa</Link>
      <Link to="?page=2">Sonraki sayfa</Link>
      {prompt}
    </main>
  )
}

function renderForm(leaves?: LeavesForm) {
  const page = (name: string) => <p>{name}</p>
  const router = createMemoryRouter(
    [
      { path: '/form', element: <FormPage leaves={leaves} /> },
      { path: '/other', element: page('other page') },
      { path: '/saved', element: page('saved page') },
    ],
    { initialEntries: ['/form'] },
  )
  render(
    <IntlProvider locale="tr" messages={tr}>
      <RouterProvider router={router} />
    </IntlProvider>,
  )
  return router
}

const type = (text: string) => userEvent.type(screen.getByRole('textbox', { name: 'Ad' }), text)
const unloadIsRefused = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }))

describe('useUnsavedChangesPrompt', () => {
  it('stops a link away from a dirty form and asks with the unsaved-changes message', async () => {
    const router = renderForm()
    await type('Diş fırçası')
    await userEvent.click(screen.getByRole('link', { name: 'Başka sayfa' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain(tr['unsaved_changes.message'])
    expect(within(dialog).getByRole('button', { name: tr['unsaved_changes.leave'] })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/form')
  })

  it('stays on the form with its input kept when the admin chooses to stay', async () => {
    const router = renderForm()
    await type('Diş fırçası')
    await userEvent.click(screen.getByRole('link', { name: 'Başka sayfa' }))
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: tr['account.confirm_no'] }),
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(router.state.location.pathname).toBe('/form')
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Ad' }).value).toBe('Diş fırçası')
  })

  it('goes on to the chosen page when the admin chooses to leave', async () => {
    const router = renderForm()
    await type('Diş fırçası')
    await userEvent.click(screen.getByRole('link', { name: 'Başka sayfa' }))
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: tr['unsaved_changes.leave'] }),
    )
    expect(await screen.findByText('other page')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/other')
  })

  it('lets a clean form go without asking', async () => {
    const router = renderForm()
    await userEvent.click(screen.getByRole('link', { name: 'Başka sayfa' }))
    expect(await screen.findByText('other page')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/other')
  })

  it('catches the browser history buttons too', async () => {
    const router = renderForm()
    await act(() => router.navigate('/other'))
    await act(() => router.navigate(-1))
    await type('Diş fırçası')
    await act(() => router.navigate(1))
    expect((await screen.findByRole('dialog')).textContent).toContain(tr['unsaved_changes.message'])
    expect(router.state.location.pathname).toBe('/form')
  })

  it('lets the form move on after its own save, which clears the dirty state first', async () => {
    const router = renderForm()
    await type('Diş fırçası')
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }))
    expect(await screen.findByText('saved page')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/saved')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('does not stop a change of the search parameters on the same page', async () => {
    renderForm()
    await type('Diş fırçası')
    await userEvent.click(screen.getByRole('link', { name: 'Sonraki sayfa' }))
    expect(screen.getByTestId('where').textContent).toBe('/form?page=2')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('takes the caller’s own rule for what leaves the form', async () => {
    renderForm((from, to) => from.search !== to.search)
    await type('Diş fırçası')
    await userEvent.click(screen.getByRole('link', { name: 'Sonraki sayfa' }))
    expect((await screen.findByRole('dialog')).textContent).toContain(tr['unsaved_changes.message'])
    expect(screen.getByTestId('where').textContent).toBe('/form')
  })

  it('asks the browser before unloading only while the form is dirty', async () => {
    renderForm()
    expect(unloadIsRefused()).toBe(false)
    await type('Diş')
    expect(unloadIsRefused()).toBe(true)
    await userEvent.clear(screen.getByRole('textbox', { name: 'Ad' }))
    expect(unloadIsRefused()).toBe(false)
  })
})
