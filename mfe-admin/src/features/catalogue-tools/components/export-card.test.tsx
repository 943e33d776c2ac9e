import { messagesFor } from '@shop/i18n'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { toast } from 'sonner'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderTools, statusHandler } from '../test/render-tools'

const tr = messagesFor('tr')
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  sessionStorage.clear()
  vi.spyOn(toast, 'success')
  vi.spyOn(toast, 'error')
})
afterEach(() => {
  server.resetHandlers()
  vi.restoreAllMocks()
})
afterAll(() => server.close())

describe('catalogue CSV export', () => {
  it('downloads the CSV with the bearer token and saves it under the suggested name', async () => {
    let authorization: string | null = null
    server.use(
      statusHandler(),
      http.get('*/api/catalogue/export', ({ request }) => {
        authorization = request.headers.get('Authorization')
        return new HttpResponse('sku,name_tr\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="katalog-2025-05-01.csv"',
          },
        })
      }),
    )
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:catalogue')
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined)
    const clicked: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download}@${this.getAttribute('href')}`)
    })
    renderTools()
    await userEvent.click(
      await screen.findByRole('button', { name: tr['admin.catalogue_tools.export_button'] }),
    )
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Katalog indirildi: katalog-2025-05-01.csv',
        expect.anything(),
      ),
    )
    expect(authorization).toBe('Bearer jwt')
    expect(clicked).toEqual(['katalog-2025-05-01.csv@blob:catalogue'])
    expect(await (createObjectURL.mock.calls[0]?.[0] as Blob).text()).toBe('sku,name_tr\n')
  })

  it('says so when the export fails', async () => {
    server.use(
      statusHandler(),
      http.get('*/api/catalogue/export', () =>
        HttpResponse.json({ success: false, message: 'Bu işlem için yetkiniz yok' }, { status: 403 }),
      ),
    )
    renderTools()
    await userEvent.click(
      await screen.findByRole('button', { name: tr['admin.catalogue_tools.export_button'] }),
    )
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Bu işlem için yetkiniz yok', expect.anything()),
    )
  })
})
