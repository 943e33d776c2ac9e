import { messagesFor } from '@shop/i18n'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { IntlProvider } from 'react-intl'
import { describe, expect, it, vi } from 'vitest'
import { ErrorPanel } from './error-panel'

function renderPanel(onRetry?: () => void) {
  return render(
    <IntlProvider locale="tr" messages={messagesFor('tr')}>
      <ErrorPanel
        title="Ürünler yüklenemedi"
        detail="Lütfen tekrar deneyin."
        onRetry={onRetry}
        data-testid="panel"
      />
    </IntlProvider>,
  )
}

describe('ErrorPanel', () => {
  it('announces the failure and retries on click and on keyboard activation', async () => {
    const onRetry = vi.fn()
    renderPanel(onRetry)
    expect(screen.getByRole('alert').textContent).toContain('Ürünler yüklenemedi')
    const retry = screen.getByRole('button', { name: 'Tekrar dene' })
    await userEvent.click(retry)
    retry.focus()
    await userEvent.keyboard('{Enter}')
    expect(onRetry).toHaveBeenCalledTimes(2)
  })

  it('offers no retry button without a retry action', () => {
    renderPanel()
    expect(screen.getByTestId('panel')).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
