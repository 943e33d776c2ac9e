import type { AdminCategoryNode } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditOf, categoryBody, createCategory, storedCategory, uniqueSlug } from './helpers/admin-categories'
import { call } from './helpers/api'
import { type TestUser, userWithRole } from './helpers/staff'

let admin: TestUser
let token: string

beforeAll(async () => {
  admin = await userWithRole('admin')
  token = await admin.token()
})

const post = (body: unknown, headers?: Record<string, string>) =>
  call<{ category: AdminCategoryNode }>('/categories', { body, token, headers })

describe('POST /api/categories', () => {
  it('creates a category, answers it as the admin tree shows it and records who did it', async () => {
    const slug = uniqueSlug('olcu')
    const { status, body } = await post(
      categoryBody({ slug, sortOrder: 3, image: '/media/categories/o.png' }),
    )
    expect(status).toBe(201)
    const category = body.data.category
    expect(category).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      slug,
      name: { tr: 'Ölçü Maddeleri', en: 'Impression Materials' },
      description: {
        tr: 'Silikon ve aljinat ölçü maddeleri',
        en: 'Silicone and alginate impression materials',
      },
      image: '/media/categories/o.png',
      parentCategory: null,
      sortOrder: 3,
      isActive: true,
      productCount: 0,
      subcategories: [],
      createdAt: expect.any(String),
      updatedAt: category.createdAt,
    })
    expect(await auditOf(category._id)).toEqual([
      {
        actor_id: admin.id,
        action: 'category.create',
        entity: 'category',
        entity_id: category._id,
        details: expect.stringContaining(`"slug":"${slug}"`),
      },
    ])
  })

  it('builds the slug from the Turkish name when none is given', async () => {
    const { status, body } = await post(
      categoryBody({ slug: undefined, name: { tr: `Ağız İçi Kameralar ${uniqueSlug('x')}` } }),
    )
    expect(status).toBe(201)
    expect(body.data.category.slug).toMatch(/^agiz-ici-kameralar-x-\d+-[0-9a-f]{8}$/)
  })

  it('puts it under an existing parent', async () => {
    const parent = await createCategory(token)
    const child = await createCategory(token, { parentCategory: parent._id })
    expect(child.parentCategory).toBe(parent._id)
    expect((await storedCategory(child._id))?.parent_id).toBe(parent._id)
  })

  it('stores an empty parent as a root', async () => {
    const { status, body } = await post(categoryBody({ parentCategory: '' }))
    expect(status).toBe(201)
    expect(body.data.category.parentCategory).toBeNull()
  })
})

describe('English fallbacks (admin.md §5)', () => {
  const turkish = { name: 'Frezler', description: 'Elmas ve karbid frezler' }

  it.each([
    ['an English name under 2 characters', { tr: turkish.name, en: 'F' }, turkish.name],
    ['an English name over 100 characters', { tr: turkish.name, en: 'B'.repeat(101) }, turkish.name],
    ['no English name', { tr: turkish.name }, turkish.name],
    ['an English name of 2 characters', { tr: turkish.name, en: 'Bu' }, 'Bu'],
  ])('%s is stored as %s', async (_case, name, expected) => {
    const { status, body } = await post(categoryBody({ name }))
    expect(status).toBe(201)
    expect(body.data.category.name).toEqual({ tr: turkish.name, en: expected })
  })

  it.each([
    ['under 10 characters', 'Burs', turkish.description],
    ['over 500 characters', 'B'.repeat(501), turkish.description],
    ['of 10 characters', 'Diamond xx', 'Diamond xx'],
  ])('an English description %s', async (_case, en, expected) => {
    const { status, body } = await post(categoryBody({ description: { tr: turkish.description, en } }))
    expect(status).toBe(201)
    expect(body.data.category.description).toEqual({ tr: turkish.description, en: expected })
  })
})

describe('validation messages', () => {
  it.each([
    ['a blank Turkish name', { name: { tr: '  ', en: 'Name' } }, 'name.tr', 'Türkçe kategori adı gereklidir'],
    [
      'a Turkish description under 10',
      { description: { tr: 'Kısa' } },
      'description.tr',
      'Türkçe açıklama 10-500 karakter arasında olmalıdır',
    ],
    [
      'a Turkish description over 500',
      { description: { tr: 'a'.repeat(501) } },
      'description.tr',
      'Türkçe açıklama 10-500 karakter arasında olmalıdır',
    ],
    ['an upper-case slug', { slug: 'Frezler' }, 'slug', 'Slug sadece küçük harf, rakam ve tire içerebilir'],
    [
      'a slug with a double hyphen',
      { slug: 'a--b' },
      'slug',
      'Slug sadece küçük harf, rakam ve tire içerebilir',
    ],
    [
      'a name giving no slug',
      { slug: '', name: { tr: '%%%' } },
      'slug',
      'Slug sadece küçük harf, rakam ve tire içerebilir',
    ],
    ['a fractional sort order', { sortOrder: 1.5 }, 'sortOrder', 'Sıra bir tam sayı olmalıdır'],
    ['a word as sort order', { sortOrder: 'ilk' }, 'sortOrder', 'Sıra bir tam sayı olmalıdır'],
  ])('%s is a 400 on %s', async (_case, overrides, field, message) => {
    const before = await call<{ categories: AdminCategoryNode[] }>('/categories/admin', { token })
    const { status, body } = await post(categoryBody(overrides))
    expect(status).toBe(400)
    expect(body.success).toBe(false)
    expect(body.message).toBe(message)
    expect(body.errors).toContainEqual({ field, message })
    const after = await call<{ categories: AdminCategoryNode[] }>('/categories/admin', { token })
    expect(after.body.data.categories).toEqual(before.body.data.categories)
  })

  it('a taken slug is a 409 on slug', async () => {
    const existing = await createCategory(token)
    const { status, body } = await post(categoryBody({ slug: existing.slug }))
    expect(status).toBe(409)
    expect(body).toEqual({
      success: false,
      message: 'Bu slug başka bir kategoride kullanılıyor',
      errors: [{ field: 'slug', message: 'Bu slug başka bir kategoride kullanılıyor' }],
    })
  })

  it('a parent that does not exist is a 400 on parentCategory', async () => {
    const { status, body } = await post(categoryBody({ parentCategory: 'ffffffffffffffffffffffff' }))
    expect(status).toBe(400)
    expect(body).toEqual({
      success: false,
      message: 'Üst kategori bulunamadı',
      errors: [{ field: 'parentCategory', message: 'Üst kategori bulunamadı' }],
    })
  })

  it('speaks English to an English caller', async () => {
    const english = { 'Accept-Language': 'en' }
    const blank = await post(categoryBody({ name: { tr: '' } }), english)
    expect(blank.status).toBe(400)
    expect(blank.body.message).toBe('Turkish category name is required')
    expect(blank.body.errors).toContainEqual({
      field: 'name.tr',
      message: 'Turkish category name is required',
    })

    const existing = await createCategory(token)
    const taken = await post(categoryBody({ slug: existing.slug }), english)
    expect(taken.body.errors).toEqual([{ field: 'slug', message: 'This slug is used by another category' }])

    const orphan = await post(categoryBody({ parentCategory: 'ffffffffffffffffffffffff' }), english)
    expect(orphan.body.message).toBe('Parent category not found')
  })
})

describe('who may manage categories', () => {
  it('lets a moderator create and read the admin tree', async () => {
    const moderator = await (await userWithRole('moderator')).token()
    const created = await call<{ category: AdminCategoryNode }>('/categories', {
      body: categoryBody(),
      token: moderator,
    })
    expect(created.status).toBe(201)
    const tree = await call('/categories/admin', { token: moderator })
    expect(tree.status).toBe(200)
  })

  it('refuses a customer (403) and a visitor (401), changing nothing', async () => {
    const customer = await (await userWithRole('user')).token()
    const slug = uniqueSlug('yasak')
    const attempts = [
      ['/categories', 'POST', categoryBody({ slug })],
      ['/categories/admin', 'GET', undefined],
      ['/categories/bulk-toggle-status', 'PATCH', { ids: ['x'] }],
      ['/categories/update-order', 'PUT', { categories: [{ id: 'x', sortOrder: 1 }] }],
    ] as const
    for (const [path, method, body] of attempts) {
      expect((await call(path, { method, body, token: customer })).status, path).toBe(403)
      expect((await call(path, { method, body })).status, path).toBe(401)
    }
    const tree = await call<{ categories: AdminCategoryNode[] }>('/categories/tree')
    expect(JSON.stringify(tree.body.data.categories)).not.toContain(slug)
  })
})
