import { env } from 'cloudflare:workers'
import type { ProductDto } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { call, registerCustomer } from './helpers/api'
import { insertCategory } from './helpers/catalogue'
import { adminToken, moderatorToken, userWithRole } from './helpers/staff'

let token: string
let categoryId: string
let sequence = 0

/** A product body the form would send: prices and stock as typed text, a unique SKU. */
function productBody(overrides: Record<string, unknown> = {}) {
  sequence += 1
  return {
    name: { tr: 'Kompozit Dolgu', en: 'Composite Filling' },
    description: { tr: 'Işıkla sertleşen kompozit dolgu maddesi', en: 'Light-cured composite filling' },
    shortDescription: { tr: 'Gönderilmeyen alan' },
    sku: `komp-${sequence}`,
    category: categoryId,
    price: '120,50',
    discountPrice: '99.90',
    stock: '12',
    images: [`/media/products/komp-${sequence}.png`],
    specifications: [{ key: { tr: 'Renk', en: 'Shade' }, value: { tr: 'A2' } }],
    ...overrides,
  }
}

function create(body: unknown, headers: Record<string, string> = {}) {
  return call<{ product: ProductDto }>('/products', { method: 'POST', body, token, headers })
}

async function created(body: unknown): Promise<ProductDto> {
  const { status, body: answer } = await create(body)
  if (status !== 201) throw new Error(`create failed: ${status} ${JSON.stringify(answer)}`)
  return answer.data.product
}

function update(id: string, body: unknown) {
  return call<{ product: ProductDto }>(`/products/${id}`, { method: 'PUT', body, token })
}

async function auditRows(entityId: string) {
  const { results } = await env.DB.prepare(
    'select actor_id, action, entity, details from audit_log where entity_id = ? order by rowid',
  )
    .bind(entityId)
    .all<{ actor_id: string; action: string; entity: string; details: string }>()
  return results.map((row) => ({ ...row, details: JSON.parse(row.details) }))
}

beforeAll(async () => {
  token = await adminToken()
  categoryId = await insertCategory(env.DB, { slug: 'restoratif', name: 'Restoratif' })
})

describe('POST /products', () => {
  it('stores the form in kuruş with the SKU upper-cased, answers it in lira with its category', async () => {
    const { status, body } = await create(productBody({ sku: 'ışık-a2' }))
    expect(status).toBe(201)
    const product = body.data.product
    expect(product).toMatchObject({
      sku: 'ISIK-A2',
      slug: 'kompozit-dolgu',
      price: 120.5,
      discountPrice: 99.9,
      stock: 12,
      isActive: true,
      isFeatured: false,
      videos: [],
      shortDescription: {},
      category: { _id: categoryId, slug: 'restoratif' },
    })
    const row = await env.DB.prepare(
      'select price, discount_price, effective_price, sku from products where id = ?',
    )
      .bind(product._id)
      .first()
    expect(row).toEqual({ price: 12050, discount_price: 9990, effective_price: 9990, sku: 'ISIK-A2' })
  })

  it('finds the new product by name and SKU in the shop search (derived columns written)', async () => {
    const product = await created(productBody({ name: { tr: 'Zirkonyum Blok Çeşitli' }, sku: 'zrk-blk' }))
    const byName = await call<{ products: ProductDto[] }>('/products?q=zirkonyum%20cesitli')
    expect(byName.body.data.products.map((item) => item._id)).toContain(product._id)
    const bySku = await call<{ products: ProductDto[] }>('/products?q=zrk-blk')
    expect(bySku.body.data.products.map((item) => item._id)).toContain(product._id)
  })

  it('drops English texts too short to be one', async () => {
    const product = await created(
      productBody({
        name: { tr: 'Bond Ajanı', en: 'B' },
        description: { tr: 'Yedinci nesil bond', en: 'Short' },
      }),
    )
    expect(product.name).toEqual({ tr: 'Bond Ajanı' })
    expect(product.description).toEqual({ tr: 'Yedinci nesil bond' })
  })

  it.each([
    ['name.tr', { name: { tr: '' } }, 'Türkçe ürün adı gereklidir'],
    ['category', { category: '' }, 'Kategori seçilmelidir'],
    ['price', { price: '0' }, 'Geçerli bir fiyat girilmelidir'],
    ['price', { price: 'fiyat' }, 'Geçerli bir fiyat girilmelidir'],
    [
      'price',
      { price: 1249.999 },
      'Tutar en fazla 2 ondalık basamak içerebilir; binlik ayracı kullanmayın (örnek: 1250 ya da 1250,50)',
    ],
    ['discountPrice', { price: 100, discountPrice: 100 }, 'İndirimli fiyat normal fiyattan düşük olmalıdır'],
    ['description.tr', { description: { tr: 'Kısa' } }, 'Türkçe açıklama en az 10 karakter olmalıdır'],
    ['images', { images: [] }, 'En az bir ürün resmi yükleyiniz'],
    ['sku', { sku: '' }, 'SKU gereklidir'],
    ['stock', { stock: 1.5 }, 'Stok 0 veya daha büyük bir tam sayı olmalıdır'],
  ])('refuses %s with the form message', async (field, overrides, text) => {
    const { status, body } = await create(productBody(overrides))
    expect(status).toBe(400)
    expect(body.message).toBe(text)
    expect(body.errors).toEqual([{ field, message: text }])
  })

  it('names each broken specification by its position', async () => {
    const specifications = [
      { key: { tr: 'Renk' }, value: { tr: 'A2' } },
      { key: { tr: '' }, value: { tr: '4 g' } },
      { key: { tr: 'Ağırlık' }, value: { tr: '' } },
    ]
    const { status, body } = await create(productBody({ specifications }))
    expect(status).toBe(400)
    expect(body.errors).toEqual([
      { field: 'specifications.1.key.tr', message: '2. özelliğin adı gereklidir' },
      { field: 'specifications.2.value.tr', message: '3. özelliğin değeri gereklidir' },
    ])
  })

  it('answers an English caller in English', async () => {
    const specifications = [{ key: { tr: '' }, value: { tr: 'x' } }]
    const { status, body } = await create(productBody({ name: { tr: '' }, specifications }), {
      'Accept-Language': 'en',
    })
    expect(status).toBe(400)
    expect(body.errors).toEqual([
      { field: 'name.tr', message: 'Turkish product name is required' },
      { field: 'specifications.0.key.tr', message: 'Specification 1 needs a name' },
    ])
    const missing = await create(productBody({ category: '0123456789abcdef01234567' }), {
      'Accept-Language': 'en',
    })
    expect(missing.body.errors).toEqual([
      { field: 'category', message: 'The selected category was not found' },
    ])
  })

  it('refuses a category that does not exist', async () => {
    const { status, body } = await create(productBody({ category: 'no-such-category' }))
    expect(status).toBe(400)
    expect(body.errors).toEqual([{ field: 'category', message: 'Seçilen kategori bulunamadı' }])
  })

  it('refuses a SKU another product has, whatever its case, and stores nothing', async () => {
    await created(productBody({ sku: 'TAKEN-1' }))
    const { status, body } = await create(productBody({ sku: 'taken-1', name: { tr: 'Başka Ürün' } }))
    expect(status).toBe(409)
    expect(body.errors).toEqual([{ field: 'sku', message: 'Bu SKU başka bir üründe kullanılıyor' }])
    const count = await env.DB.prepare(
      "select count(*) as n from products where slug like 'baska-urun%'",
    ).first()
    expect(count).toEqual({ n: 0 })
  })

  it('suffixes a derived slug that is taken, and refuses a given one that is', async () => {
    const name = { tr: 'Polisaj Lastiği' }
    const first = await created(productBody({ name }))
    const second = await created(productBody({ name }))
    const third = await created(productBody({ name }))
    expect([first.slug, second.slug, third.slug]).toEqual([
      'polisaj-lastigi',
      'polisaj-lastigi-2',
      'polisaj-lastigi-3',
    ])
    const { status, body } = await create(productBody({ slug: 'polisaj-lastigi-2' }))
    expect(status).toBe(409)
    expect(body.errors).toEqual([{ field: 'slug', message: 'Bu adres (slug) başka bir üründe kullanılıyor' }])
    const own = await created(productBody({ slug: 'ozel-adres' }))
    expect(own.slug).toBe('ozel-adres')
  })

  it('suffixes a long derived slug too (longer than D1 allows a LIKE pattern)', async () => {
    const name = { tr: 'Kompozit Dolgu Seti Üniversal Renkler Işıkla Sertleşen Nano Hibrit Büyük Boy' }
    const first = await created(productBody({ name }))
    const second = await created(productBody({ name }))
    expect(first.slug.length).toBeGreaterThan(60)
    expect(second.slug).toBe(`${first.slug}-2`)
  })

  it('never gives a product a path of the products router', async () => {
    const derived = await created(productBody({ name: { tr: 'Stats' } }))
    expect(derived.slug).toBe('stats-2')
    const given = await created(productBody({ slug: 'bulk-delete' }))
    expect(given.slug).toBe('bulk-delete-2')
    const { body } = await call<{ product: ProductDto }>(`/products/${derived.slug}`)
    expect(body.data.product._id).toBe(derived._id)
  })

  it('writes an audit row for the creation', async () => {
    const admin = await userWithRole('admin')
    const { body } = await call<{ product: ProductDto }>('/products', {
      body: productBody({ sku: 'AUDIT-1' }),
      token: await admin.token(),
    })
    expect(await auditRows(body.data.product._id)).toEqual([
      {
        actor_id: admin.id,
        action: 'product.create',
        entity: 'product',
        details: {
          before: {},
          after: expect.objectContaining({
            sku: 'AUDIT-1',
            slug: body.data.product.slug,
            price: body.data.product.price,
            categoryId: body.data.product.category?._id,
          }),
        },
      },
    ])
  })
})

describe('who may manage products', () => {
  it('lets a moderator create, and answers a customer 403 and a visitor 401', async () => {
    const moderator = await call('/products', { body: productBody(), token: await moderatorToken() })
    expect(moderator.status).toBe(201)
    const customer = await registerCustomer()
    const refused = await call('/products', { body: productBody(), token: customer.token })
    expect(refused.status).toBe(403)
    const anonymous = await call('/products', { body: productBody() })
    expect(anonymous.status).toBe(401)
    const list = await call('/products/admin', { token: customer.token })
    expect(list.status).toBe(403)
  })
})

describe('GET /products/admin/:id', () => {
  it('answers a product of any status for the edit form, 404 for an unknown id', async () => {
    const product = await created(productBody({ isActive: false }))
    const { status, body } = await call<{ product: ProductDto }>(`/products/admin/${product._id}`, { token })
    expect(status).toBe(200)
    expect(body.data.product).toEqual(product)
    const shop = await call(`/products/${product._id}`)
    expect(shop.status).toBe(404)
    const missing = await call('/products/admin/0123456789abcdef01234567', { token })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('Ürün bulunamadı')
  })
})

describe('PUT /products/:id', () => {
  it('replaces the form fields, keeps the slug and the short description, and audits what changed', async () => {
    const product = await created(productBody({ name: { tr: 'Eski Ad' } }))
    await env.DB.prepare('update products set short_description = json(\'{"tr":"Kısa"}\') where id = ?')
      .bind(product._id)
      .run()
    const edit = productBody({
      name: { tr: 'Yeni Ad' },
      sku: product.sku.toLowerCase(),
      price: 150,
      discountPrice: '',
    })
    const { status, body } = await update(product._id, edit)
    expect(status).toBe(200)
    expect(body.data.product).toMatchObject({
      _id: product._id,
      slug: 'eski-ad',
      sku: product.sku,
      name: { tr: 'Yeni Ad' },
      price: 150,
      discountPrice: null,
      shortDescription: { tr: 'Kısa' },
    })
    const audit = await auditRows(product._id)
    expect(audit.map((row) => row.action)).toEqual(['product.create', 'product.update'])
    // Only the form fields that changed, money in lira as the API speaks it; derived columns never.
    expect(audit[1]?.details).toEqual({
      before: {
        name: product.name,
        price: product.price,
        discountPrice: product.discountPrice,
        images: product.images,
      },
      after: { name: { tr: 'Yeni Ad' }, price: 150, discountPrice: null, images: edit.images },
    })

    // Saving the form again changes nothing and records nothing.
    const unchanged = await update(product._id, edit)
    expect(unchanged.status).toBe(200)
    expect((await auditRows(product._id)).length).toBe(2)
  })

  it('takes a new slug when given, refuses another product’s SKU or slug', async () => {
    const one = await created(productBody())
    const other = await created(productBody({ name: { tr: 'Diğer Ürün' } }))
    const renamed = await update(one._id, productBody({ sku: one.sku, slug: 'yeni-adres' }))
    expect(renamed.body.data.product.slug).toBe('yeni-adres')
    const sku = await update(one._id, productBody({ sku: other.sku }))
    expect(sku.status).toBe(409)
    expect(sku.body.errors).toEqual([{ field: 'sku', message: 'Bu SKU başka bir üründe kullanılıyor' }])
    const slug = await update(one._id, productBody({ sku: one.sku, slug: other.slug }))
    expect(slug.status).toBe(409)
    expect(slug.body.errors?.[0]?.field).toBe('slug')
    const unknown = await update('0123456789abcdef01234567', productBody())
    expect(unknown.status).toBe(404)
  })

  it('releases the images it drops unless another product still shows them', async () => {
    await env.MEDIA.put('products/kept.png', 'kept')
    await env.MEDIA.put('products/dropped.png', 'dropped')
    await env.MEDIA.put('products/shared.png', 'shared')
    const images = ['/media/products/kept.png', '/media/products/dropped.png', '/media/products/shared.png']
    const product = await created(productBody({ images }))
    await created(productBody({ images: ['/media/products/shared.png'] }))
    const { status } = await update(
      product._id,
      productBody({ sku: product.sku, images: ['/media/products/kept.png'] }),
    )
    expect(status).toBe(200)
    expect(await env.MEDIA.head('products/dropped.png')).toBeNull()
    expect(await env.MEDIA.head('products/shared.png')).not.toBeNull()
    expect(await env.MEDIA.head('products/kept.png')).not.toBeNull()
  })
})
