import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8')

/** Each height a rule gives at no width, from 48rem and from 64rem (the breakpoints both files use). */
function heightsAtEachWidth(css: string, property: RegExp): string[] {
  const parts = css.split(/@media \(min-width: (?:48|64)rem\)/)
  return parts.map((part) => property.exec(part)?.[1] ?? 'missing')
}

describe("the shell's boot frame (index.html)", () => {
  it("draws the header's bar exactly as tall as the header the theme reserves, at every width", () => {
    const theme = heightsAtEachWidth(
      read('../../packages/ui/src/theme.css'),
      /--shop-header-height:\s*([\d.]+rem)/,
    )
    const boot = heightsAtEachWidth(
      read('../index.html'),
      /\.shell-boot-bar\s*\{[^}]*?\bheight:\s*([\d.]+rem)/,
    )
    expect(theme).toHaveLength(3)
    expect(boot).toEqual(theme)
  })
})
