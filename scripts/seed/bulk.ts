import { liraToKurus, slugify } from '@shop/domain'
import { like, sql } from 'drizzle-orm'
import { derivedProductColumns } from '../../api-worker/src/db/product-columns'
import { products } from '../../api-worker/src/db/schema'
import { newId } from '../../api-worker/src/lib/ids'

import type { SeededCategory } from './catalogue'
import { SEED_PRODUCTS } from './catalogue/index'
import type { SeedContext } from './context'
import { insertRowsAsJson } from './json-insert'
import { mediaPath, productPictureKey } from './media'

/** Product families for the generated benchmark catalogue: Turkish and English name, category slug. */
const FAMILIES = [
  ['Kompozit Dolgu Maddesi', 'Composite Filling Material', 'kompozit-recineler'],
  ['NiTi Döner Eğe', 'NiTi Rotary File', 'kanal-egeleri'],
  ['Güta Perka Kon', 'Gutta-Percha Points', 'kanal-dolgu-malzemeleri'],
  ['Dental İmplant', 'Dental Implant', 'implant-sistemleri'],
  ['Titanyum Abutment', 'Titanium Abutment', 'protetik-parcalar'],
  ['Ortodontik Braket', 'Orthodontic Bracket', 'braketler'],
  ['Cerrahi Davye', 'Surgical Forceps', 'cerrahi-el-aletleri'],
  ['Emilebilen Sütür', 'Absorbable Suture', 'sutur-malzemeleri'],
  ['Silikon Ölçü Maddesi', 'Silicone Impression Material', 'olcu-malzemeleri'],
  ['Gracey Küret', 'Gracey Curette', 'kuretler'],
  ['Yüzey Dezenfektanı', 'Surface Disinfectant', 'dezenfektanlar'],
  ['Nitril Eldiven', 'Nitrile Gloves', 'eldivenler'],
  ['Cerrahi Maske', 'Surgical Mask', 'maske-ve-onlukler'],
  ['Sensör Kılıfı', 'Sensor Sleeve', 'rontgen-aksesuarlari'],
] as const
const LINES = ['Klinik', 'Pro', 'Plus', 'Eko', 'Premium', 'Max', 'Soft', 'Ultra'] as const

/** A small deterministic generator so the same N always yields the same catalogue. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

/**
 * Adds generated products until the catalogue holds `target` products in all. Numbers continue from the highest
 * generated SKU, so a second run with the same target adds nothing.
 */
export async function seedBulkProducts(
  ctx: SeedContext,
  categoryMap: Map<string, SeededCategory>,
  target: number,
): Promise<number> {
  const existing = await ctx.db.$count(products)
  const missing = target - existing
  if (missing <= 0) return 0

  const [highest] = await ctx.db
    .select({ sku: sql<string | null>`max(${products.sku})` })
    .from(products)
    .where(like(products.sku, 'GEN-%'))
  const start = highest?.sku ? Number.parseInt(highest.sku.slice(4), 10) + 1 : 1
  const imagesByCategory = new Map<string, string[]>()
  for (const product of SEED_PRODUCTS) {
    const list = imagesByCategory.get(product.category) ?? []
    list.push(mediaPath(productPictureKey(slugify(product.name[0]))))
    imagesByCategory.set(product.category, list)
  }

  const now = Date.now()
  const rows = Array.from({ length: missing }, (_, offset): typeof products.$inferInsert => {
    const number = start + offset
    const next = random(number)
    const [familyTr, familyEn, categorySlug] = FAMILIES[number % FAMILIES.length] ?? FAMILIES[0]
    const line = LINES[Math.floor(next() * LINES.length)] ?? 'Klinik'
    const name = { tr: `${familyTr} ${line} ${number}`, en: `${familyEn} ${line} ${number}` }
    const price = liraToKurus(Math.round(20 + next() * 4000))
    const discountPrice = next() < 0.2 ? Math.round(price * (0.7 + next() * 0.25)) : null
    const roll = next()
    const stock = roll < 0.08 ? 0 : roll < 0.2 ? 1 + Math.floor(next() * 5) : Math.floor(next() * 400)
    const images = imagesByCategory.get(categorySlug) ?? []
    const createdAt = new Date(now - (missing - offset) * 1000).toISOString()
    const shortDescription = { tr: `${familyTr}, ${line} serisi.`, en: `${familyEn}, ${line} series.` }
    const description = {
      tr: `${line} serisinden ${familyTr.toLocaleLowerCase('tr')}; performans testleri için üretilmiş katalog ürünü.`,
      en: `${familyEn} from the ${line} series; a catalogue entry generated for performance tests.`,
    }
    return {
      id: newId(Date.parse(createdAt)),
      slug: slugify(name.tr),
      sku: `GEN-${String(number).padStart(6, '0')}`,
      name,
      shortDescription,
      description,
      price,
      discountPrice,
      stock,
      isFeatured: next() < 0.05,
      categoryId: categoryMap.get(categorySlug)?.id ?? null,
      images: images.length ? [images[number % images.length] ?? ''] : [],
      specifications: [
        { key: { tr: 'Seri', en: 'Series' }, value: { tr: line, en: line } },
        { key: { tr: 'Model no', en: 'Model no.' }, value: { tr: String(number), en: String(number) } },
      ],
      createdAt,
      updatedAt: createdAt,
      ...derivedProductColumns({ name, shortDescription, description, price, discountPrice }),
    }
  })
  await insertRowsAsJson(ctx.db, products, rows)
  return (await ctx.db.$count(products)) - existing
}
