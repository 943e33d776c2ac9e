import type { CatalogueImportReport } from '@shop/domain'
import { allMessagesFor } from '@shop/i18n/messages/all'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { toast } from 'sonner'
import { beforeEach, describe, expect, it } from 'vitest'
import { fail, ok, spyOnToasts, startApiServer } from '../../../test/api-server'
import { renderAdmin } from '../../../test/render-admin'
import { statusHandler, TOOLS_PATH } from '../test/tools-fixtures'

const tr = allMessagesFor('tr')
const server = startApiServer()
spyOnToasts()
beforeEach(() => sessionStorage.clear())

const CSV = 'sku,name_tr\nKMP-1,Kompozit\n'

interface Seen {
  dryRun: string | null
  contentType: string | null
  /** Whether the call goes with the session cookie (same-origin credentials) and no token of its own. */
  session: boolean
  body: string
}

/** POST /catalogue/import answering `answer(dryRun)`; every call is recorded. */
function importHandler(answer: (dryRun: boolean) => Response, seen: Seen[] = []) {
  return http.post('*/api/catalogue/import', async ({ request }) => {
    const dryRun = new URL(request.url).searchParams.get('dryRun')
    seen.push({
      dryRun,
      contentType: request.headers.get('Content-Type'),
      session: request.credentials !== 'omit' && !request.headers.has('Authorization'),
      body: await request.text(),
    })
    return answer(dryRun === 'true')
  })
}

async function chooseCsv() {
  renderAdmin(TOOLS_PATH)
  const input = await screen.findByLabelText(tr['admin.catalogue_tools.import_file'])
  await userEvent.upload(input, new File([CSV], 'katalog.csv', { type: 'text/csv' }))
}

describe('catalogue CSV import', () => {
  beforeEach(() => server.use(statusHandler()))

  it('tries the chosen file and lists every row error with its line and field', async () => {
    const seen: Seen[] = []
    const report: CatalogueImportReport = {
      dryRun: true,
      rows: 2,
      created: 1,
      updated: 0,
      errors: [
        { line: 2, field: 'price', message: 'Geçerli bir fiyat girilmelidir' },
        { line: 3, field: 'category_path', message: 'Seçilen kategori bulunamadı' },
      ],
    }
    server.use(importHandler(() => ok(report), seen))
    await chooseCsv()

    const result = await screen.findByTestId('import-report')
    expect(within(result).getByRole('heading').textContent).toBe('Deneme sonucu: katalog.csv')
    const table = within(result).getByRole('table', { name: tr['admin.catalogue_tools.errors_caption'] })
    const lines = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      )
    expect(lines).toEqual([
      ['2', 'price', 'Geçerli bir fiyat girilmelidir'],
      ['3', 'category_path', 'Seçilen kategori bulunamadı'],
    ])
    expect(within(result).getByRole('alert').textContent).toContain('Dosyada 2 hata var')
    expect(screen.queryByRole('button', { name: tr['admin.catalogue_tools.import_apply'] })).toBeNull()
    expect(seen).toEqual([
      { dryRun: 'true', contentType: 'text/csv; charset=utf-8', session: true, body: CSV },
    ])
  })

  it('shows the counts of a clean dry run, then applies it', async () => {
    const seen: Seen[] = []
    server.use(
      importHandler(
        (dryRun) =>
          ok({ dryRun, rows: 3, created: 2, updated: 1, errors: [] } satisfies CatalogueImportReport),
        seen,
      ),
    )
    await chooseCsv()
    const result = await screen.findByTestId('import-report')
    const counts = () =>
      [...result.querySelectorAll('dt')].map(
        (term) => `${term.textContent}=${term.nextElementSibling?.textContent}`,
      )
    expect(counts()).toEqual(['Ürün satırı=3', 'Oluşturulacak=2', 'Güncellenecek=1'])

    await userEvent.click(screen.getByRole('button', { name: tr['admin.catalogue_tools.import_apply'] }))
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'İçe aktarma tamamlandı: 2 ürün oluşturuldu, 1 ürün güncellendi',
        expect.anything(),
      ),
    )
    const applied = screen.getByTestId('import-report')
    expect(within(applied).getByRole('heading').textContent).toBe('İçe aktarma sonucu: katalog.csv')
    expect(
      [...applied.querySelectorAll('dt')].map(
        (term) => `${term.textContent}=${term.nextElementSibling?.textContent}`,
      ),
    ).toEqual(['Ürün satırı=3', 'Oluşturulan=2', 'Güncellenen=1'])
    expect(seen.map((call) => call.dryRun)).toEqual(['true', 'false'])
    expect(screen.queryByRole('button', { name: tr['admin.catalogue_tools.import_apply'] })).toBeNull()
  })

  it('shows the report of an apply the server refused (422)', async () => {
    server.use(
      importHandler((dryRun) =>
        dryRun
          ? ok({ dryRun, rows: 1, created: 1, updated: 0, errors: [] })
          : HttpResponse.json(
              {
                success: false,
                message: 'İçe aktarma yapılmadı: dosyada 1 hata var',
                data: {
                  dryRun: false,
                  rows: 1,
                  created: 0,
                  updated: 0,
                  errors: [{ line: 2, field: 'sku', message: 'Bu SKU dosyanın 5. satırında da var' }],
                },
              },
              { status: 422 },
            ),
      ),
    )
    await chooseCsv()
    await userEvent.click(
      await screen.findByRole('button', { name: tr['admin.catalogue_tools.import_apply'] }),
    )
    await waitFor(() =>
      expect(within(screen.getByTestId('import-report')).getByRole('heading').textContent).toBe(
        tr['admin.catalogue_tools.report_refused'],
      ),
    )
    expect(screen.getByText('Bu SKU dosyanın 5. satırında da var')).toBeTruthy()
    expect(toast.success).not.toHaveBeenCalled()
  })

  it('says why a file could not be read at all', async () => {
    server.use(importHandler(() => fail(400, 'Dosyada başlık satırı yok')))
    await chooseCsv()
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Dosyada başlık satırı yok', expect.anything()),
    )
    expect(screen.queryByTestId('import-report')).toBeNull()
  })
})
