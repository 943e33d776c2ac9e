import { env } from 'cloudflare:workers'
import type { AdminCategoryNode, CategoryNode } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  adminTree,
  auditOf,
  categoryBody,
  createCategory,
  findNode,
  storedCategory,
} from './helpers/admin-categories'
import { call } from './helpers/api'
import { insertProduct } from './helpers/catalogue'
import { type TestUser, userWithRole } from './helpers/staff'

let admin: TestUser
let token: string

beforeAll(async () => {
  admin = await userWithRole('admin')
  token = await admin.token()
})

const put = (id: string, body: unknown, headers?: Record<string, string>) =>
  call<{ category: AdminCategoryNode }>(`/categories/${id}`, { method: 'PUT', body, token, headers })

/** A root with a child and a grandchild. */
async function family() {
  const root = await createCategory(token)
  const child = await createCategory(token, { parentCategory: root._id })
  const grandchild = await createCategory(token, { parentCategory: child._id })
  return { root, child, grandchild }
}

describe('PUT /api/categories/{id}', () => {
  it('rewrites the category, keeps its own slug and answers it with its subcategories', async () => {
    const { root, child } = await family()
    const { status, body } = await put(
      root._id,
      categoryBody({
        slug: root.slug,
        name: { tr: 'Endodonti Ürünleri', en: 'Endodontics' },
        sortOrder: 7,
        isActive: false,
      }),
    )
    expect(status).toBe(200)
    expect(body.data.category).toMatchObject({
      _id: root._id,
      slug: root.slug,
      name: { tr: 'Endodonti Ürünleri', en: 'Endodontics' },
      sortOrder: 7,
      isActive: false,
      subcategories: [expect.objectContaining({ _id: child._id })],
    })
    expect(body.data.category.updatedAt > root.updatedAt).toBe(true)
    const audit = await auditOf(root._id)
    expect(audit.map((row) => row.action)).toEqual(['category.create', 'category.update'])
    expect(audit[1]).toMatchObject({ actor_id: admin.id, entity: 'category' })
    // Only what changed, before and after.
    expect(JSON.parse(audit[1]?.details ?? '{}')).toEqual({
      before: { name: root.name, sortOrder: root.sortOrder, isActive: true },
      after: { name: { tr: 'Endodonti Ürünleri', en: 'Endodontics' }, sortOrder: 7, isActive: false },
    })
  })

  it('moves a category under another branch and back to the root', async () => {
    const { child } = await family()
    const other = await createCategory(token)
    const moved = await put(child._id, categoryBody({ slug: child.slug, parentCategory: other._id }))
    expect(moved.body.data.category.parentCategory).toBe(other._id)
    const root = await put(child._id, categoryBody({ slug: child.slug, parentCategory: null }))
    expect(root.body.data.category.parentCategory).toBeNull()
  })

  it.each([
    ['itself', 'root'],
    ['its child', 'child'],
    ['its grandchild', 'grandchild'],
  ] as const)('refuses to put a category under %s', async (_case, target) => {
    const members = await family()
    const { status, body } = await put(
      members.root._id,
      categoryBody({ slug: members.root.slug, parentCategory: members[target]._id }),
    )
    expect(status).toBe(400)
    const message = 'Bir kategori kendisinin veya alt kategorisinin altına taşınamaz'
    expect(body).toEqual({ success: false, message, errors: [{ field: 'parentCategory', message }] })
    expect((await storedCategory(members.root._id))?.parent_id).toBeNull()
    expect((await auditOf(members.root._id)).map((row) => row.action)).toEqual(['category.create'])
  })

  it('refuses a parent that does not exist, a taken slug, and an unknown id', async () => {
    const { root, child } = await family()
    const missing = await put(root._id, categoryBody({ slug: root.slug, parentCategory: 'a'.repeat(24) }))
    expect(missing.status).toBe(400)
    expect(missing.body.errors).toEqual([{ field: 'parentCategory', message: 'Üst kategori bulunamadı' }])

    const taken = await put(root._id, categoryBody({ slug: child.slug }))
    expect(taken.status).toBe(409)
    expect(taken.body.errors).toEqual([
      { field: 'slug', message: 'Bu slug başka bir kategoride kullanılıyor' },
    ])

    const unknown = await put('b'.repeat(24), categoryBody())
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('Kategori bulunamadı')
    expect((await storedCategory(root._id))?.slug).toBe(root.slug)
  })

  it('words the cycle refusal in English for an English caller', async () => {
    const { root, grandchild } = await family()
    const { body } = await put(root._id, categoryBody({ slug: root.slug, parentCategory: grandchild._id }), {
      'Accept-Language': 'en',
    })
    expect(body.errors).toEqual([
      {
        field: 'parentCategory',
        message: 'A category cannot be moved under itself or one of its subcategories',
      },
    ])
  })

  it('releases the replaced image from storage unless another category still shows it', async () => {
    await env.MEDIA.put('categories/eski.png', 'png')
    await env.MEDIA.put('categories/ortak.png', 'png')
    const own = await createCategory(token, { image: '/media/categories/eski.png' })
    const shared = await createCategory(token, { image: '/media/categories/ortak.png' })
    await createCategory(token, { image: '/media/categories/ortak.png' })

    await put(own._id, categoryBody({ slug: own.slug, image: '/media/categories/yeni.png' }))
    await put(shared._id, categoryBody({ slug: shared.slug, image: null }))
    expect(await env.MEDIA.head('categories/eski.png')).toBeNull()
    expect(await env.MEDIA.head('categories/ortak.png')).not.toBeNull()
    expect((await storedCategory(shared._id))?.image).toBeNull()
  })
})

describe('DELETE /api/categories/{id}', () => {
  it('refuses a category with subcategories (409), even inactive ones', async () => {
    const { child, grandchild } = await family()
    await call(`/categories/${grandchild._id}/toggle-status`, { method: 'PATCH', token })
    const { status, body } = await call(`/categories/${child._id}`, { method: 'DELETE', token })
    expect(status).toBe(409)
    expect(body).toEqual({
      success: false,
      message: 'Bu kategorinin alt kategorileri var; önce onları taşıyın veya silin',
    })
    expect(await storedCategory(child._id)).not.toBeNull()
  })

  it('refuses a category holding products of any status (409, with the count)', async () => {
    const category = await createCategory(token)
    await insertProduct(env.DB, {
      name: 'Kompozit',
      sku: `DEL-A-${category._id}`,
      price: 10,
      categoryId: category._id,
    })
    await insertProduct(env.DB, {
      name: 'Pasif Kompozit',
      sku: `DEL-B-${category._id}`,
      price: 10,
      categoryId: category._id,
      isActive: false,
    })
    const { status, body } = await call(`/categories/${category._id}`, { method: 'DELETE', token })
    expect(status).toBe(409)
    expect(body.message).toBe('Bu kategoride 2 ürün var; önce ürünleri başka kategoriye taşıyın')
    const english = await call(`/categories/${category._id}`, {
      method: 'DELETE',
      token,
      headers: { 'Accept-Language': 'en' },
    })
    expect(english.body.message).toBe('This category holds 2 products; move them to another category first')
    expect(await storedCategory(category._id)).not.toBeNull()
  })

  it('deletes an empty category, releases its image and records it', async () => {
    await env.MEDIA.put('categories/silinen.png', 'png')
    const category = await createCategory(token, { image: '/media/categories/silinen.png' })
    const { status, body } = await call(`/categories/${category._id}`, { method: 'DELETE', token })
    expect(status).toBe(200)
    expect(body.data).toEqual({ deleted: category._id })
    expect(await storedCategory(category._id)).toBeNull()
    expect(await env.MEDIA.head('categories/silinen.png')).toBeNull()
    const audit = await auditOf(category._id)
    expect(audit.map((row) => [row.action, row.actor_id])).toEqual([
      ['category.create', admin.id],
      ['category.delete', admin.id],
    ])
    expect(JSON.parse(audit[1]?.details ?? '{}')).toEqual({
      before: {
        slug: category.slug,
        name: category.name,
        description: category.description,
        parentCategory: null,
        sortOrder: category.sortOrder,
        isActive: true,
        image: '/media/categories/silinen.png',
      },
      after: {},
    })
    const again = await call(`/categories/${category._id}`, { method: 'DELETE', token })
    expect(again.status).toBe(404)
  })
})

describe('PATCH /api/categories/{id}/toggle-status', () => {
  const publicSlugs = async () => {
    const { body } = await call<{ categories: CategoryNode[] }>('/categories/tree')
    const slugs: string[] = []
    const walk = (nodes: CategoryNode[]) => {
      for (const node of nodes) {
        slugs.push(node.slug)
        walk(node.subcategories)
      }
    }
    walk(body.data.categories)
    return slugs
  }

  it('flips the flag; the shop hides an inactive category and its subtree, the admin tree keeps them', async () => {
    const { root, child, grandchild } = await family()
    expect(await publicSlugs()).toEqual(expect.arrayContaining([root.slug, child.slug, grandchild.slug]))

    const off = await call<{ category: AdminCategoryNode }>(`/categories/${child._id}/toggle-status`, {
      method: 'PATCH',
      token,
    })
    expect(off.status).toBe(200)
    expect(off.body.data.category).toMatchObject({ _id: child._id, isActive: false })
    const hidden = await publicSlugs()
    expect(hidden).toContain(root.slug)
    expect(hidden).not.toContain(child.slug)
    expect(hidden).not.toContain(grandchild.slug)
    expect((await call(`/categories/slug/${child.slug}`)).status).toBe(404)
    expect((await call(`/categories/${grandchild._id}`)).status).toBe(404)
    expect(findNode(await adminTree(token), grandchild._id)).toMatchObject({ isActive: true })

    const on = await call<{ category: AdminCategoryNode }>(`/categories/${child._id}/toggle-status`, {
      method: 'PATCH',
      token,
    })
    expect(on.body.data.category.isActive).toBe(true)
    expect(await publicSlugs()).toEqual(expect.arrayContaining([child.slug, grandchild.slug]))
    const audit = await auditOf(child._id)
    expect(audit.slice(1).map((row) => [row.action, JSON.parse(row.details ?? '{}')])).toEqual([
      ['category.toggle_status', { before: { isActive: true }, after: { isActive: false } }],
      ['category.toggle_status', { before: { isActive: false }, after: { isActive: true } }],
    ])
  })

  it('is a 404 for an unknown id', async () => {
    const { status, body } = await call(`/categories/${'c'.repeat(24)}/toggle-status`, {
      method: 'PATCH',
      token,
    })
    expect(status).toBe(404)
    expect(body.message).toBe('Kategori bulunamadı')
  })
})

describe('PUT /api/categories/{id} with If-Match (the version the form loaded)', () => {
  it('saves over the version it names, and refuses one someone else has saved over, keeping their change', async () => {
    const loaded = await createCategory(token)
    const version = { 'If-Match': `"${loaded.updatedAt}"` }
    const theirs = await put(loaded._id, categoryBody({ slug: loaded.slug, sortOrder: 7 }), version)
    expect(theirs.status).toBe(200)
    const audited = (await auditOf(loaded._id)).length

    const mine = await put(loaded._id, categoryBody({ slug: loaded.slug, sortOrder: 3 }), version)
    expect(mine.status).toBe(412)
    expect(mine.body.message).toBe(
      'Kategori siz düzenlerken başka biri tarafından değiştirildi; formu kapatıp yeniden açın',
    )
    expect((await storedCategory(loaded._id))?.sort_order).toBe(7)
    expect((await auditOf(loaded._id)).length).toBe(audited)

    const next = await put(loaded._id, categoryBody({ slug: loaded.slug, sortOrder: 3 }), {
      'If-Match': `"${theirs.body.data.category.updatedAt}"`,
    })
    expect(next.status).toBe(200)
  })
})
