import type { AdminCategoryNode } from '@shop/domain'

type NodeSeed = Partial<Omit<AdminCategoryNode, 'name'>> & { _id: string; name: string; en?: string }

/** A category node as GET /categories/admin answers it, with only what a test cares about given. */
export function categoryNode({ _id, name, en, ...rest }: NodeSeed): AdminCategoryNode {
  return {
    _id,
    slug: _id,
    name: { tr: name, en: en ?? name },
    description: { tr: `${name} açıklaması`, en: `${en ?? name} description` },
    image: null,
    parentCategory: null,
    sortOrder: 0,
    isActive: true,
    productCount: 0,
    subcategories: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...rest,
  }
}

/**
 * Two top-level categories; the first has two subcategories, one of which has its own child:
 * Ağız Bakımı > (Diş Fırçaları > Yumuşak Fırçalar, Diş Macunları); Dolgu Malzemeleri.
 */
export function sampleTree(): AdminCategoryNode[] {
  const soft = categoryNode({
    _id: 'c-soft',
    name: 'Yumuşak Fırçalar',
    en: 'Soft Brushes',
    parentCategory: 'c-brush',
    productCount: 2,
  })
  const brushes = categoryNode({
    _id: 'c-brush',
    name: 'Diş Fırçaları',
    en: 'Toothbrushes',
    parentCategory: 'c-oral',
    sortOrder: 0,
    productCount: 5,
    subcategories: [soft],
  })
  const pastes = categoryNode({
    _id: 'c-paste',
    name: 'Diş Macunları',
    en: 'Toothpastes',
    parentCategory: 'c-oral',
    sortOrder: 1,
    productCount: 3,
    isActive: false,
  })
  return [
    categoryNode({
      _id: 'c-oral',
      name: 'Ağız Bakımı',
      en: 'Oral Care',
      sortOrder: 0,
      productCount: 1,
      image: '/media/categories/oral.webp',
      subcategories: [brushes, pastes],
    }),
    categoryNode({ _id: 'c-fill', name: 'Dolgu Malzemeleri', en: 'Filling Materials', sortOrder: 1 }),
  ]
}
