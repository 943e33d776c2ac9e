// Test support: which message keys an app's code names, read from the sources its build bundles.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { allTr } from '../../i18n/src/messages/all'
import { bundledFiles, bundleSplit, repoRoot } from './first-load-bundle'

const catalogueKeys = Object.keys(allTr)
const known = new Set(catalogueKeys)

/**
 * The message keys a source file names: its string literals that are catalogue keys, and every key under a prefix
 * it completes at run time (`order_status.${status}`, `'order_status.' + status`). Comments do not count.
 */
export function keysNamedIn(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX)
  const keys: string[] = []
  const underPrefix = (prefix: string) => {
    if (/^[a-z_]+\.$/.test(prefix)) keys.push(...catalogueKeys.filter((key) => key.startsWith(prefix)))
  }
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && known.has(node.text))
      keys.push(node.text)
    if (ts.isTemplateExpression(node)) underPrefix(node.head.text)
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.PlusToken &&
      ts.isStringLiteral(node.left)
    )
      underPrefix(node.left.text)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return keys
}

/** Every key the code bundled from `entries` names (any chunk; the catalogues themselves left out), with where. */
export async function keysNamedBy(entries: string[]): Promise<Map<string, string[]>> {
  const files = bundledFiles(await bundleSplit(entries)).filter(
    (file) => !file.includes('node_modules/') && !file.includes('/src/messages/'),
  )
  const named = new Map<string, string[]>()
  for (const file of files) {
    for (const key of keysNamedIn(file, readFileSync(join(repoRoot, file), 'utf8')))
      named.set(key, [...(named.get(key) ?? []), file])
  }
  return named
}
