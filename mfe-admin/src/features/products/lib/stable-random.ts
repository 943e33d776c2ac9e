import { SKU_RANDOM_LENGTH } from '@shop/domain'

/**
 * Random draws fixed once, replayed on every call: a SKU built from a name being typed keeps the same random tail
 * instead of changing with every key.
 */
export function stableRandom(count = SKU_RANDOM_LENGTH): () => () => number {
  const draws = Array.from({ length: count }, () => Math.random())
  return () => {
    let index = 0
    return () => draws[index++ % draws.length] ?? 0
  }
}
