import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

export interface AxeScope {
  /** A selector the scan keeps to (the whole page when absent). */
  include?: string
  /** Rule tags to run (every rule axe has when absent). */
  tags?: string[]
}

/**
 * The page's accessibility violations, each with its rule, help and first three elements. Only violations are
 * gathered: axe then records one node for each passing or inapplicable rule instead of every node, which takes a
 * fifth off a scan of a heavy admin screen.
 */
export async function axeViolations(page: Page, scope: AxeScope = {}) {
  await finiteAnimationsEnded(page)
  // options() replaces axe's run options, so it comes before withTags(), which adds to them.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] })
  if (scope.include) builder = builder.include(scope.include)
  if (scope.tags) builder = builder.withTags(scope.tags)
  const { violations } = await builder.analyze()
  return violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    nodes: violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')} :: ${node.failureSummary}`),
  }))
}

/**
 * Waits until no finite animation or transition runs: axe reads colours as they are at that moment, and a toast
 * fading in or out is between two (a refusal toast leaving failed a contrast check once). Endless ones (spinners)
 * are left running.
 */
async function finiteAnimationsEnded(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  )
}
