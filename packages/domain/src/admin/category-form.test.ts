import { describe, expect, it } from 'vitest'
import {
  type AdminCategoryNode,
  categoryBulkOrderSchema,
  categoryInputSchema,
  categoryOrderSchema,
  descendantIds,
} from './category-form'

const valid = {
  name: { tr: 'Ölçü Maddeleri', en: 'Impression Materials' },
  description: { tr: 'Silikon ve aljinat ölçü maddeleri', en: 'Silicone and alginate materials' },
}

/** The message of each field that fails, keyed by its path. */
function failures(input: unknown): Record<string, string> {
  const result = categoryInputSchema.safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('categoryInputSchema', () => {
  it('fills the defaults and builds the slug from the Turkish name', () => {
    expect(categoryInputSchema.parse(valid)).toEqual({
      ...valid,
      slug: 'olcu-maddeleri',
      parentCategory: null,
      sortOrder: 0,
      isActive: true,
      image: null,
    })
  })

  it('keeps a given slug, trims texts and reads an empty parent and image as none', () => {
    const parsed = categoryInputSchema.parse({
      ...valid,
      name: { tr: '  Frezler ', en: ' Burs ' },
      slug: 'elmas-frez',
      parentCategory: '',
      image: '',
      sortOrder: '4',
    })
    expect(parsed).toMatchObject({
      name: { tr: 'Frezler', en: 'Burs' },
      slug: 'elmas-frez',
      parentCategory: null,
      image: null,
      sortOrder: 4,
    })
  })

  it.each([
    ['a blank Turkish name', { name: { tr: ' ' } }, 'name.tr', 'admin.category.name_required'],
    ['no name at all', { name: undefined }, 'name', 'admin.category.name_required'],
    ['a name without its Turkish text', { name: { en: 'Burs' } }, 'name.tr', 'admin.category.name_required'],
    ['no description at all', { description: undefined }, 'description', 'admin.category.description_length'],
    [
      'a description without Turkish text',
      { description: {} },
      'description.tr',
      'admin.category.description_length',
    ],
    [
      'a description of 9',
      { description: { tr: '123456789' } },
      'description.tr',
      'admin.category.description_length',
    ],
    [
      'a description of 501',
      { description: { tr: 'a'.repeat(501) } },
      'description.tr',
      'admin.category.description_length',
    ],
    ['an upper-case slug', { slug: 'Büyük' }, 'slug', 'admin.category.slug_invalid'],
    ['a slug with a leading hyphen', { slug: '-on-tire' }, 'slug', 'admin.category.slug_invalid'],
    ['a slug with a double hyphen', { slug: 'cift--tire' }, 'slug', 'admin.category.slug_invalid'],
    ['a name that gives no slug', { name: { tr: '!!!' } }, 'slug', 'admin.category.slug_invalid'],
    ['a fractional sort order', { sortOrder: 2.5 }, 'sortOrder', 'admin.category.sort_order_invalid'],
    ['a word as sort order', { sortOrder: 'ilk' }, 'sortOrder', 'admin.category.sort_order_invalid'],
    ['an image not on https or /media', { image: 'ftp://x/y.png' }, 'image', 'admin.product.media_invalid'],
  ])('refuses %s', (_case, overrides, field, message) => {
    expect(failures({ ...valid, ...overrides })).toMatchObject({ [field]: message })
  })

  it('accepts descriptions of exactly 10 and 500 characters', () => {
    for (const tr of ['a'.repeat(10), 'a'.repeat(500)]) {
      expect(categoryInputSchema.safeParse({ ...valid, description: { tr } }).success).toBe(true)
    }
  })

  it.each([
    ['missing', undefined, 'Frezler'],
    ['1 character', 'B', 'Frezler'],
    ['2 characters', 'Bu', 'Bu'],
    ['100 characters', 'b'.repeat(100), 'b'.repeat(100)],
    ['101 characters', 'b'.repeat(101), 'Frezler'],
  ])('an English name %s', (_case, en, expected) => {
    const parsed = categoryInputSchema.parse({ ...valid, name: { tr: 'Frezler', en } })
    expect(parsed.name).toEqual({ tr: 'Frezler', en: expected })
  })

  it.each([
    ['missing', undefined, false],
    ['9 characters', 'Too short', false],
    ['10 characters', 'Ten chars!', true],
    ['500 characters', 'd'.repeat(500), true],
    ['501 characters', 'd'.repeat(501), false],
  ])('an English description %s (kept: %s)', (_case, en, kept) => {
    const parsed = categoryInputSchema.parse({ ...valid, description: { tr: valid.description.tr, en } })
    expect(parsed.description.en).toBe(kept ? en : valid.description.tr)
  })
})

describe('order schemas', () => {
  it('take integer sort orders and refuse others with the sort-order message', () => {
    expect(categoryOrderSchema.parse({ categories: [{ id: 'a', sortOrder: 2 }] })).toEqual({
      categories: [{ id: 'a', sortOrder: 2 }],
    })
    for (const sortOrder of [1.5, '2', null]) {
      const result = categoryOrderSchema.safeParse({ categories: [{ id: 'a', sortOrder }] })
      expect(result.error?.issues[0]?.message).toBe('admin.category.sort_order_invalid')
    }
    expect(categoryOrderSchema.safeParse({ categories: [] }).error?.issues[0]?.message).toBe(
      'admin.bulk.ids_required',
    )
  })

  it('tell a parent left alone (absent) from a move to the root (null or empty)', () => {
    const parsed = categoryBulkOrderSchema.parse({
      categories: [
        { id: 'a', sortOrder: 0 },
        { id: 'b', sortOrder: 1, parentCategory: null },
        { id: 'c', sortOrder: 2, parentCategory: '' },
        { id: 'd', sortOrder: 3, parentCategory: 'a' },
      ],
    })
    expect(parsed.categories.map((entry) => entry.parentCategory)).toEqual([undefined, null, null, 'a'])
  })
})

function node(id: string, subcategories: AdminCategoryNode[] = []): AdminCategoryNode {
  return {
    _id: id,
    slug: id,
    name: { tr: id },
    description: { tr: id },
    image: null,
    parentCategory: null,
    sortOrder: 0,
    isActive: true,
    productCount: 0,
    subcategories,
    createdAt: '',
    updatedAt: '',
  }
}

describe('descendantIds', () => {
  const tree = [node('a', [node('b', [node('c'), node('d', [node('e')])]), node('f')]), node('g')]

  it('answers the category and everything below it, at any depth', () => {
    expect(descendantIds(tree, 'a')).toEqual(new Set(['a', 'b', 'c', 'd', 'e', 'f']))
    expect(descendantIds(tree, 'd')).toEqual(new Set(['d', 'e']))
  })

  it('answers only the category itself for a leaf, and nothing for an unknown id', () => {
    expect(descendantIds(tree, 'g')).toEqual(new Set(['g']))
    expect(descendantIds(tree, 'zz')).toEqual(new Set())
  })
})
