import { AUDIT_ENTITIES } from '@shop/domain'
import { allEn, allTr } from '@shop/i18n/messages/all'
import { describe, expect, it } from 'vitest'
import { fieldWords } from './audit-field-words'

/** Every field the API records per entity (api-worker: lib/audit.ts callers and the products/categories audit). */
const RECORDED: Record<(typeof AUDIT_ENTITIES)[number], string[]> = {
  product: [
    'slug',
    'sku',
    'name',
    'description',
    'price',
    'discountPrice',
    'stock',
    'isActive',
    'isFeatured',
    'categoryId',
    'images',
    'videos',
    'specifications',
  ],
  category: ['slug', 'name', 'description', 'parentCategory', 'sortOrder', 'isActive', 'image'],
  order: ['status', 'paymentStatus', 'trackingNumber', 'estimatedDeliveryDate', 'stock'],
  user: ['name', 'email', 'phone', 'role', 'isActive', 'anonymised', 'otherSessionsEnded'],
  page: ['title', 'slug', 'isPublished', 'contentLength'],
  exchange_rate: ['rate', 'isActive', 'cacheClearedAt'],
  settings: [
    'theme.primary',
    'translation.enabled',
    'translation.model',
    'apiKey',
    'siteName.tr',
    'siteName.en',
    'logoUrl',
    'contactInfo.address.en',
    'socialMedia.instagram',
    'whatsapp.isEnabled',
    'shipping.freeShippingThreshold',
    'shipping.taxRatePercent',
    'seo.metaTitle.tr',
    'languages.default',
    'languages.supported',
    'currency.position',
    'maintenance.isEnabled',
    'maintenance.message.tr',
  ],
  catalogue: ['rows', 'created', 'updated', 'categoriesCreated'],
}

const catalogues: Record<string, string>[] = [allTr, allEn]

describe('audit field words', () => {
  it('words every field each entity records with a message of the admin catalogue', () => {
    for (const entity of AUDIT_ENTITIES) {
      for (const field of RECORDED[entity]) {
        const words = fieldWords(entity, field)
        expect(words.label, `${entity}.${field}`).not.toBeNull()
        for (const catalogue of catalogues)
          expect(catalogue[words.label ?? ''], `${entity}.${field}`).toBeTruthy()
      }
    }
  })

  it('reuses the forms’ wording and reads each value by its kind', () => {
    expect(fieldWords('order', 'status')).toEqual({ label: 'order_status.label', kind: 'order_status' })
    expect(fieldWords('order', 'paymentStatus').kind).toBe('payment_status')
    expect(fieldWords('order', 'estimatedDeliveryDate').kind).toBe('date')
    expect(fieldWords('product', 'price')).toEqual({ label: 'admin.products.price', kind: 'money' })
    expect(fieldWords('product', 'isActive').kind).toBe('active')
    expect(fieldWords('product', 'isFeatured').kind).toBe('yes_no')
    expect(fieldWords('product', 'categoryId').kind).toBe('category')
    expect(fieldWords('category', 'parentCategory').kind).toBe('category')
    expect(fieldWords('product', 'name').kind).toBe('localized')
    expect(fieldWords('user', 'role').kind).toBe('role')
    expect(fieldWords('page', 'isPublished').kind).toBe('published')
    expect(fieldWords('exchange_rate', 'cacheClearedAt').kind).toBe('date_time')
    expect(fieldWords('settings', 'shipping.standardShippingCost').kind).toBe('money')
  })

  it('words a localized settings leaf by its field and language, a style field by its group', () => {
    expect(fieldWords('settings', 'seo.metaTitle.en')).toMatchObject({
      label: 'admin.settings_cards.meta_title',
      language: 'en',
    })
    expect(fieldWords('settings', 'ui.hero.textAlign')).toEqual({
      label: null,
      kind: 'text',
      group: 'admin.settings_cards.ui_title',
    })
  })

  it('leaves a field it does not know unworded, so its raw name is shown', () => {
    expect(fieldWords('product', 'weight')).toEqual({ label: null, kind: 'text' })
    expect(fieldWords('settings', 'newGroup.flag')).toEqual({ label: null, kind: 'text' })
    expect(fieldWords('order', 'isActive')).toEqual({ label: null, kind: 'text' })
  })
})
