/** Texts are `[tr, en]`; a specification is `[key tr, key en, value tr, value en?]` (the value is often the same). */
export type Pair = readonly [tr: string, en: string]
export type Spec = readonly [keyTr: string, keyEn: string, valueTr: string, valueEn?: string]

export interface SeedCategory {
  slug: string
  name: Pair
  description: Pair
  colour: string
  children?: Omit<SeedCategory, 'colour' | 'children'>[]
}

export interface SeedProduct {
  /** Slug of the category the product sits in. */
  category: string
  sku: string
  name: Pair
  short: Pair
  description: Pair
  specs: Spec[]
  /** Lira. */
  price: number
  discount?: number
  stock: number
  featured?: boolean
}
