import { env } from 'cloudflare:workers'
import type { AdminCategoryNode } from '@shop/domain'
import { call } from './api'

let counter = 0

/** A slug no other test uses. */
export function uniqueSlug(prefix = 'kat'): string {
  counter += 1
  return `${prefix}-${counter}-${crypto.randomUUID().slice(0, 8)}`
}

/** A body POST /categories accepts, with a slug of its own. */
export function categoryBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: { tr: 'Ölçü Maddeleri', en: 'Impression Materials' },
    description: {
      tr: 'Silikon ve aljinat ölçü maddeleri',
      en: 'Silicone and alginate impression materials',
    },
    slug: uniqueSlug(),
    sortOrder: 0,
    isActive: true,
    ...overrides,
  }
}

/** Creates a category through the API and answers it. */
export async function createCategory(
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<AdminCategoryNode> {
  const { status, body } = await call<{ category: AdminCategoryNode }>('/categories', {
    body: categoryBody(overrides),
    token,
  })
  if (status !== 201) throw new Error(`create failed: ${status} ${JSON.stringify(body)}`)
  return body.data.category
}

export interface StoredCategory {
  id: string
  slug: string
  name: string
  description: string
  parent_id: string | null
  sort_order: number
  is_active: number
  image: string | null
}

export async function storedCategory(id: string): Promise<StoredCategory | null> {
  return env.DB.prepare('select * from categories where id = ?').bind(id).first<StoredCategory>()
}

export interface AuditRow {
  actor_id: string
  action: string
  entity: string
  entity_id: string
  details: string | null
}

/** The audit rows of one category, oldest first. */
export async function auditOf(id: string): Promise<AuditRow[]> {
  const { results } = await env.DB.prepare(
    'select actor_id, action, entity, entity_id, details from audit_log where entity_id = ? order by created_at, rowid',
  )
    .bind(id)
    .all<AuditRow>()
  return results
}

/** The admin tree as GET /categories/admin answers it. */
export async function adminTree(token: string): Promise<AdminCategoryNode[]> {
  const { status, body } = await call<{ categories: AdminCategoryNode[] }>('/categories/admin', { token })
  if (status !== 200) throw new Error(`tree failed: ${status} ${JSON.stringify(body)}`)
  return body.data.categories
}

/** A node anywhere in a tree. */
export function findNode(nodes: AdminCategoryNode[], id: string): AdminCategoryNode | undefined {
  for (const node of nodes) {
    if (node._id === id) return node
    const inner = findNode(node.subcategories, id)
    if (inner) return inner
  }
  return undefined
}
