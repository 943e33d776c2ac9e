import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pageTitlesTr } from '@shop/domain/messages/page-titles-tr'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { allTr } from '../../i18n/src/messages/all'
import { frameTr } from '../../i18n/src/messages/frame/tr'
import { tr } from '../../i18n/src/messages/tr'
import { bundledFiles, bundleSplit, repoRoot } from './first-load-bundle'

const catalogueKeys = new Set(Object.keys(allTr))

/** The message keys a source file names: its string literals that are catalogue keys (comments do not count). */
function keysNamedIn(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX)
  const keys: string[] = []
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      catalogueKeys.has(node.text)
    )
      keys.push(node.text)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return keys
}

/** Every key the shell's code (its own and the packages it bundles, any chunk) names, with where. */
async function keysTheShellNames(): Promise<Map<string, string[]>> {
  const files = bundledFiles(await bundleSplit(['shell/src/index.ts'])).filter(
    (file) => !file.includes('node_modules/') && !file.includes('/src/messages/'),
  )
  const named = new Map<string, string[]>()
  for (const file of files) {
    for (const key of keysNamedIn(file, readFileSync(join(repoRoot, file), 'utf8')))
      named.set(key, [...(named.get(key) ?? []), file])
  }
  return named
}

describe("the shell's own catalogue (the frame's)", () => {
  it('holds every key the shell names, and nothing else but the page titles', async () => {
    const named = await keysTheShellNames()
    expect(named.size).toBeGreaterThan(20)
    const missing = [...named].filter(([key]) => !(key in frameTr)).map(([key, files]) => `${key} (${files})`)
    expect(missing).toEqual([])
    const unused = Object.keys(frameTr).filter((key) => !named.has(key) && !(key in pageTitlesTr))
    expect(unused).toEqual([])
  }, 60_000)

  it("is part of the shop's catalogue, text for text", () => {
    for (const [key, text] of Object.entries(frameTr))
      expect({ key, text: tr[key as keyof typeof tr] }).toEqual({ key, text })
  })

  it('sees keys in code and not in comments', () => {
    const text = "// t('nav.cart')\nconst a = t('nav.main')\nconst b = `remote.retry`\nconst c = 'not.a_key'"
    expect(keysNamedIn('x.tsx', text)).toEqual(['nav.main', 'remote.retry'])
  })
})
