import type { AuditLogListEntry } from '@shop/domain'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { fail, ok, startApiServer } from '../test/api-server'
import { renderAdmin } from '../test/render-admin'

const server = startApiServer()

const LONG = `<p>${'Uzun açıklama '.repeat(10)}</p>`

function entry(id: string, overrides: Partial<AuditLogListEntry>): AuditLogListEntry {
  return {
    _id: id,
    action: 'product.update',
    entity: 'product',
    entityId: '0190a5b2-7c1d-7e3f-9a4b-5c6d7e8f9a0b',
    actor: { _id: 'a1', name: 'Yönetici Ayşe', email: 'admin@example.com', deleted: false },
    details: { before: {}, after: {} },
    createdAt: '2026-03-05T09:30:00.000Z',
    record: { label: 'Nitril Eldiven · ELD-001' },
    ...overrides,
  }
}

const ENTRIES = [
  entry('e1', {
    details: {
      before: { price: 100, description: 'kısa', isFeatured: false, weight: 1 },
      after: { price: 120, description: LONG, isFeatured: true, weight: 2 },
    },
  }),
  entry('e2', {
    action: 'order.update_status',
    entity: 'order',
    entityId: 'ord-000012345678',
    record: { label: 'SP-2026-000123' },
    actor: { _id: 'u9', name: '', email: 'deleted@example.invalid', deleted: true },
    details: { before: { status: 'confirmed' }, after: { status: 'cancelled' }, stock: 'returned' },
  }),
  entry('e3', {
    action: 'catalogue.rebuild',
    entity: 'catalogue',
    entityId: null,
    actor: null,
    details: {},
    record: null,
  }),
]

function listHandler(seen: URLSearchParams[], entries = ENTRIES) {
  return http.get('*/api/audit-log', ({ request }) => {
    seen.push(new URL(request.url).searchParams)
    return ok({ entries }, { page: 1, limit: 50, total: entries.length, pages: 1 })
  })
}

describe('audit log screen', () => {
  it('shows who, when, the action in words, the record by name and each change as before → after', async () => {
    const seen: URLSearchParams[] = []
    server.use(listHandler(seen))
    renderAdmin('/admin/audit-log')
    expect(await screen.findByRole('heading', { level: 2, name: 'Kayıtlar (3)' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'İşlem Kayıtları' })).toBeTruthy()
    const table = screen.getByRole('table', { name: 'İşlem kayıtları, 3 kayıt' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tarih', 'Yapan', 'İşlem', 'Kayıt', 'Değişiklikler'])
    const [first, second, third] = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell'))
    expect(first?.[0]?.textContent).toMatch(/^5 Mar 2026 \d{2}:30$/)
    expect(first?.[1]?.textContent).toBe('Yönetici Ayşe')
    expect(first?.[2]?.textContent).toBe('Ürün: güncellendi')
    expect(first?.[3]?.textContent).toBe('Nitril Eldiven · ELD-001')
    const changes = within(first?.[4] as HTMLElement).getAllByRole('listitem')
    expect(changes[0]?.textContent).toBe('Fiyat (₺): 100,00 ₺ → 120,00 ₺')
    expect(changes[1]?.textContent).toMatch(/^Açıklama: kısa → Uzun açıklama .*…$/)
    expect(changes[1]?.querySelector('span[title]')?.getAttribute('title')).toBe(
      'Uzun açıklama '.repeat(10).trim(),
    )
    expect(changes[2]?.textContent).toBe('Öne çıkan ürün: Hayır → Evet')
    expect(changes[3]?.textContent).toBe('weight: 1 → 2')

    expect(second?.[1]?.textContent).toBe('Silinmiş kullanıcı')
    expect(second?.[2]?.textContent).toBe('Sipariş: durumu güncellendi')
    expect(second?.[3]?.textContent).toBe('SP-2026-000123')
    expect(
      within(second?.[4] as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sipariş durumu: Onaylandı → İptal Edildi', 'Stok: Stoğa geri eklendi'])

    expect(third?.[1]?.textContent).toBe('Sistem')
    expect(third?.[2]?.textContent).toBe('catalogue.rebuild')
    expect(third?.[3]?.textContent).toBe('Kayıt kimliği yok')
    expect(third?.[4]?.textContent).toBe('Alan değişikliği yok')
    expect(seen.at(-1)?.toString()).toBe('page=1')
  })

  it('puts the filters in the address and the API query, and clears them again', async () => {
    const seen: URLSearchParams[] = []
    server.use(listHandler(seen))
    renderAdmin('/admin/audit-log')
    await screen.findByRole('table')
    await userEvent.selectOptions(screen.getByLabelText('Kayıt türü'), 'order')
    await userEvent.type(screen.getByLabelText('İşlem'), 'order.update_status')
    await userEvent.type(screen.getByLabelText('Kayıt kimliği'), 'ord-1')
    await userEvent.type(screen.getByLabelText('Başlangıç tarihi'), '2026-03-01')
    await userEvent.click(screen.getByRole('button', { name: 'Filtrele' }))
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/admin/audit-log?entity=order&action=order.update_status&entityId=ord-1&from=2026-03-01',
      ),
    )
    await waitFor(() => expect(seen.at(-1)?.get('entity')).toBe('order'))
    const query = seen.at(-1)
    expect(query?.get('action')).toBe('order.update_status')
    expect(query?.get('entityId')).toBe('ord-1')
    // The day begins at the admin's own midnight (the browser's zone, as the entries' times are written).
    expect(Date.parse(query?.get('from') ?? '')).toBe(new Date(2026, 2, 1).getTime())
    expect(query?.has('to')).toBe(false)

    await userEvent.click(screen.getByRole('button', { name: 'Filtreleri temizle' }))
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/audit-log'))
    await waitFor(() => expect(seen.at(-1)?.toString()).toBe('page=1'))
  })

  it('reads the filters from the address and shows the empty state when nothing matches', async () => {
    const seen: URLSearchParams[] = []
    server.use(listHandler(seen, []))
    renderAdmin('/admin/audit-log?entity=user&to=2026-01-31')
    expect(await screen.findByText('Bu filtrelere uyan işlem kaydı yok')).toBeTruthy()
    expect(seen.at(-1)?.get('entity')).toBe('user')
    expect(Date.parse(seen.at(-1)?.get('to') ?? '')).toBe(new Date(2026, 0, 31, 23, 59, 59, 999).getTime())
    expect((screen.getByLabelText('Kayıt türü') as HTMLSelectElement).value).toBe('user')
  })

  it('shows a load failure inline and loads again on retry', async () => {
    let calls = 0
    server.use(
      http.get('*/api/audit-log', () => {
        calls += 1
        return calls === 1
          ? fail(500, 'Sunucu hatası')
          : ok({ entries: ENTRIES.slice(0, 1) }, { page: 1, limit: 50, total: 1, pages: 1 })
      }),
    )
    renderAdmin('/admin/audit-log')
    expect(await screen.findByText('İşlem kayıtları yüklenemedi')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: /tekrar dene/i }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Kayıtlar (1)' })).toBeTruthy()
    expect(calls).toBe(2)
  })

  it('gives a moderator the no-access panel and never asks for the log', async () => {
    const seen: URLSearchParams[] = []
    server.use(listHandler(seen))
    renderAdmin('/admin/audit-log', 'moderator')
    expect(await screen.findByTestId('admin-no-access')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
    expect(seen).toHaveLength(0)
  })
})
