import { env } from 'cloudflare:workers'

/**
 * Products `from`..`to` copied from one template in a single INSERT … SELECT: every one matches "implant", half sit
 * in one category, a fifth are out of stock and every tenth is on sale (at one price), so each list has a huge
 * result to count and long runs of equal prices to sort.
 */
export async function seedCatalogue(
  template: string,
  categoryIds: [string, string],
  from: number,
  to: number,
) {
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT ?5 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
     INSERT INTO products (id, slug, sku, name, short_description, description, name_sort_key, name_sort_key_en,
       search_names, search_text, price, discount_price, effective_price, stock, is_active, is_featured, category_id,
       images, videos, specifications, created_at, updated_at)
     SELECT 'scale-' || i, 'scale-' || i, 'SCALE-' || i, t.name, t.short_description, t.description,
       t.name_sort_key || i, t.name_sort_key_en || i, t.search_names, t.search_text, 10000 + i % 5000,
       CASE WHEN i % 10 = 0 THEN 5000 ELSE NULL END, CASE WHEN i % 10 = 0 THEN 5000 ELSE 10000 + i % 5000 END,
       i % 5, 1, i % 50 = 0, CASE WHEN i % 2 = 0 THEN ?2 ELSE ?3 END, t.images, t.videos, t.specifications,
       strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', '+' || i || ' seconds'), t.updated_at
     FROM n, products t WHERE t.id = ?4`,
  )
    .bind(to, categoryIds[0], categoryIds[1], template, from)
    .run()
}
