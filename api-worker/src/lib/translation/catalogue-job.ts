import {
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_NAME_MAX,
  type CatalogueTranslationReport,
  isEnglishMissing,
} from '@shop/domain'
import type { Db } from '../../env'
import {
  CATALOGUE_KINDS,
  type CatalogueItem,
  type CatalogueKind,
  countLackingEnglish,
  type FieldTexts,
  findLackingEnglish,
  TEXT_FIELDS,
  type TextField,
  writeEnglish,
} from './catalogue-queries'
import { TranslationFailure, type TranslationProvider } from './provider'

/** Translations running at once: enough to overlap the provider's latency, few enough for its rate limits. */
const CONCURRENCY = 4

/** The longest English text each form accepts; a longer answer is not stored (the item counts as failed). */
const MAX_LENGTH: Record<CatalogueKind, Record<TextField, number>> = {
  category: { name: CATEGORY_NAME_MAX, description: CATEGORY_DESCRIPTION_MAX },
  product: { name: 200, description: 20_000 },
}

const PREFIX: Record<CatalogueKind, string> = { category: 'c', product: 'p' }

interface Position {
  kind: CatalogueKind
  afterId: string
}

/** `c:<id>` or `p:<id>` (the request schema has checked the shape): the last record a batch looked at. */
function parseCursor(cursor: string | undefined): Position | null {
  if (!cursor) return null
  const [prefix, ...rest] = cursor.split(':')
  return { kind: prefix === PREFIX.product ? 'product' : 'category', afterId: rest.join(':') }
}

const cursorOf = (item: CatalogueItem) => `${PREFIX[item.kind]}:${item.id}`

/** The kinds from the position's on, each with the id to start after (only within the position's own kind). */
function walk(position: Position | null): [CatalogueKind, string | null][] {
  const from = position ? CATALOGUE_KINDS.indexOf(position.kind) : 0
  return CATALOGUE_KINDS.slice(from).map((kind) => [
    kind,
    position && kind === position.kind ? position.afterId : null,
  ])
}

type ItemOutcome = 'translated' | 'failed' | 'skipped'

/**
 * One batch of the bulk translation: categories, then products, whose English name or description is missing, in
 * id order after the cursor. Only the missing English texts are written; a failed translation counts the item as
 * failed and the batch goes on. The answer says how far it got so the screen can loop and resume later.
 */
export async function translateCatalogueBatch(
  db: Db,
  provider: TranslationProvider,
  request: { cursor?: string; batchSize: number },
): Promise<CatalogueTranslationReport> {
  const start = parseCursor(request.cursor)
  const items: CatalogueItem[] = []
  for (const [kind, afterId] of walk(start)) {
    const room = request.batchSize - items.length
    if (room <= 0) break
    items.push(...(await findLackingEnglish(db, kind, afterId, room)))
  }
  const outcomes = await mapLimited(items, CONCURRENCY, (item) => translateItem(db, provider, item))
  const last = items.at(-1)
  const end = last ? { kind: last.kind, afterId: last.id } : start
  let remaining = 0
  for (const [kind, afterId] of walk(end)) remaining += await countLackingEnglish(db, kind, afterId)
  return {
    processed: items.length,
    translated: outcomes.filter((outcome) => outcome === 'translated').length,
    failed: outcomes.filter((outcome) => outcome === 'failed').length,
    remaining,
    cursor: last ? cursorOf(last) : (request.cursor ?? null),
    done: remaining === 0,
  }
}

async function translateItem(
  db: Db,
  provider: TranslationProvider,
  item: CatalogueItem,
): Promise<ItemOutcome> {
  const english: FieldTexts = {}
  const turkish: FieldTexts = {}
  let failed = false
  for (const field of TEXT_FIELDS) {
    const source = (item[field].tr ?? '').trim()
    if (!source || !isEnglishMissing(item[field].en)) continue
    try {
      const translated = await provider.translate(source, {
        context: item.kind,
        type: field === 'name' ? 'name' : 'description',
      })
      if (translated.length > MAX_LENGTH[item.kind][field]) {
        throw new TranslationFailure(`answer longer than ${MAX_LENGTH[item.kind][field]} characters`)
      }
      english[field] = translated
      turkish[field] = source
    } catch (error) {
      if (!(error instanceof TranslationFailure)) throw error
      console.warn(`catalogue translation of ${item.kind} ${item.id} ${field} failed: ${error.message}`)
      failed = true
    }
  }
  if (Object.keys(english).length === 0) return failed ? 'failed' : 'skipped'
  const outcome = await writeEnglish(db, item.kind, item.id, english, turkish)
  if (failed || outcome === 'conflict') return 'failed'
  return outcome === 'written' ? 'translated' : 'skipped'
}

/** `task` over every item, at most `limit` at a time, answers in the items' order. */
async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await task(items[index] as T)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
