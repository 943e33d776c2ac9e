import { allMessagesFor } from '@shop/i18n/messages/all'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { toast } from 'sonner'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, spyOnToasts, startApiServer } from '../../../test/api-server'
import { renderAdmin } from '../../../test/render-admin'
import { statusHandler, TOOLS_PATH } from '../test/tools-fixtures'

const tr = allMessagesFor('tr')
const server = startApiServer()
spyOnToasts()
beforeEach(() => sessionStorage.clear())

describe('catalogue CSV export', () => {
  it('downloads the CSV with the session cookie and saves it under the suggested name', async () => {
    let session = false
    server.use(
      statusHandler(),
      http.get('*/api/catalogue/export', ({ request }) => {
        session = request.credentials !== 'omit' && !request.headers.has('Authorization')
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
    renderAdmin(TOOLS_PATH)
    await userEvent.click(
      await screen.findByRole('button', { name: tr['admin.catalogue_tools.export_button'] }),
    )
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Katalog indirildi: katalog-2025-05-01.csv',
        expect.anything(),
      ),
    )
    expect(session).toBe(true)
    expect(clicked).toEqual(['katalog-2025-05-01.csv@blob:catalogue'])
    expect(await (createObjectURL.mock.calls[0]?.[0] as Blob).text()).toBe('sku,name_tr\n')
  })

  it('says so when the export fails', async () => {
    server.use(
      statusHandler(),
      http.get('*/api/catalogue/export', () => fail(403, 'Bu işlem için yetkiniz yok')),
    )
    renderAdmin(TOOLS_PATH)
    await userEvent.click(
      await screen.findByRole('button', { name: tr['admin.catalogue_tools.export_button'] }),
    )
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Bu işlem için yetkiniz yok', expect.anything()),
    )
  })
})
