import { messagesFor } from '@shop/i18n'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { IntlProvider } from 'react-intl'
import { Link, Route, Routes, useLocation, useNavigate } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { ShopRouter } from '../routing/shop-router'
import { createShopMemoryHistory } from '../test/shop-memory-history'
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
  const history = createShopMemoryHistory(['/form'])
  render(
    <IntlProvider locale="tr" messages={tr}>
      <ShopRouter history={history}>
        <Routes>
          <Route path="/form" element={<FormPage leaves={leaves} />} />
          <Route path="/other" element={page('other page')} />
          <Route path="/saved" element={page('saved page')} />
        </Routes>
      </ShopRouter>
    </IntlProvider>,
  )
  return history
}

const type = (text: string) => userEvent.type(screen.getByRole('textbox', { name: 'Ad' }), text)
const unloadIsRefused = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }))

describe('useUnsavedChangesPrompt', () => {
  it('stops a link away from a dirty form and asks with the unsaved-changes message', async () => {
    const history = renderForm()
    await type('Diş fırçası')
    await userEvent.click(screen.getByRole('link', { name: 'Başka sayfa' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain(tr['unsaved_changes.message'])
    expect(within(dialog).getByRole('button', { name: tr['unsaved_changes.leave'] })).toBeTruthy()
    expect(history.location.pathname).toBe('/form')
  })

  it('stays on the form with its input kept when the admin chooses to stay', async () => {
    const history = renderForm()
    await type('Diş fırçası')
    await userEvent.click(screen.getByRole('link', { name: 'Başka sayfa' }))
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: tr['account.confirm_no'] }),
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(history.location.pathname).toBe('/form')
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Ad' }).value).toBe('Diş fırçası')
  })

  it('goes on to the chosen page when the admin chooses to leave', async () => {
    const history = renderForm()
    await type('Diş fırçası')
    await userEvent.click(screen.getByRole('link', { name: 'Başka sayfa' }))
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: tr['unsaved_changes.leave'] }),
    )
    expect(await screen.findByText('other page')).toBeTruthy()
    expect(history.location.pathname).toBe('/other')
  })

  it('lets a clean form go without asking', async () => {
    const history = renderForm()
    await userEvent.click(screen.getByRole('link', { name: 'Başka sayfa' }))
    expect(await screen.findByText('other page')).toBeTruthy()
    expect(history.location.pathname).toBe('/other')
  })

  it('catches the browser history buttons too', async () => {
    const history = renderForm()
    act(() => history.push('/other'))
    act(() => history.go(-1))
    await type('Diş fırçası')
    act(() => history.go(1))
    expect((await screen.findByRole('dialog')).textContent).toContain(tr['unsaved_changes.message'])
    expect(history.location.pathname).toBe('/form')
  })

  it('lets the form move on after its own save, which clears the dirty state first', async () => {
    const history = renderForm()
    await type('Diş fırçası')
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }))
    expect(await screen.findByText('saved page')).toBeTruthy()
    expect(history.location.pathname).toBe('/saved')
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
