import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { sharedSingletons } from './shared-singletons'
import { IMPORTED_AS, TREE_SHAKEN } from './shared-tree-shaking'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const APPS = ['shell', 'mfe-storefront', 'mfe-account', 'mfe-admin']

/** Every source file a federated build bundles: the apps' and the shared packages' src, tests and their helpers (`src/test/`) left out. */
function bundledSources(): string[] {
  const dirs = [...APPS.map((app) => join(root, app, 'src'))]
  for (const pkg of readdirSync(join(root, 'packages'))) dirs.push(join(root, 'packages', pkg, 'src'))
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== 'test') walk(path)
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(path)
    }
  }
  for (const dir of dirs) walk(dir)
  return files
}

/** The value exports of a package (reached through `modules`) a file uses, and uses no list can cover. */
function packageUse(
  fileName: string,
  text: string,
  modules: ReadonlySet<string>,
): { names: string[]; unlistable: string[] } {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false)
  const names: string[] = []
  const unlistable: string[] = []
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      modules.has(node.moduleSpecifier.text)
    ) {
      const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly : node.isTypeOnly
      const bindings = ts.isImportDeclaration(node) ? node.importClause?.namedBindings : node.exportClause
      if (!typeOnly) {
        if (ts.isImportDeclaration(node) && node.importClause?.name) unlistable.push('a default import')
        if (!bindings) {
          if (ts.isExportDeclaration(node)) unlistable.push('export *')
        } else if (ts.isNamespaceImport(bindings) || ts.isNamespaceExport(bindings)) {
          unlistable.push('a namespace import')
        } else {
          for (const element of bindings.elements) {
            if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text)
          }
        }
      }
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0]) &&
      modules.has(node.arguments[0].text)
    ) {
      unlistable.push('a dynamic import')
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return { names, unlistable }
}

const parsedSources = () => bundledSources().map((file) => ({ file, text: readFileSync(file, 'utf8') }))

describe('shared packages tree-shaken to one list', () => {
  it.each(
    Object.keys(TREE_SHAKEN),
  )('lists every %s export the apps and shared packages import, and only by name', (key) => {
    const listed = new Set<string>(TREE_SHAKEN[key])
    const modules = new Set(IMPORTED_AS[key])
    const problems: string[] = []
    const used = new Set<string>()
    for (const { file, text } of parsedSources()) {
      const { names, unlistable } = packageUse(file, text, modules)
      const where = relative(root, file)
      for (const name of names) {
        used.add(name)
        if (!listed.has(name)) problems.push(`${where} imports ${name}: add it to the ${key} list`)
      }
      for (const kind of unlistable) problems.push(`${where} uses ${key} through ${kind}`)
    }
    expect(problems).toEqual([])
    // A list that only grows keeps dead exports in every page's copy.
    expect([...listed].filter((name) => !used.has(name))).toEqual([])
  }, 60_000) // parses every source file of four apps and six packages

  it('gives every app the same lists in a production build, and none under the dev server', () => {
    for (const app of APPS) {
      const configUrl = new URL(`../../../${app}/module-federation.config.ts`, import.meta.url).href
      const shared = sharedSingletons(configUrl, { production: true })
      const dev = sharedSingletons(configUrl, { production: false })
      for (const [key, usedExports] of Object.entries(TREE_SHAKEN)) {
        expect(shared[key]?.treeShaking).toEqual({ mode: 'runtime-infer', usedExports: [...usedExports] })
        expect(dev[key]?.treeShaking).toBeUndefined()
      }
    }
    expect(Object.keys(TREE_SHAKEN).sort()).toEqual(Object.keys(IMPORTED_AS).sort())
  })

  it('finds named, aliased and re-exported imports and flags namespace, default and dynamic ones', () => {
    const text = [
      "import { Link, useNavigate as go, type LinkProps } from 'react-router-dom'",
      "import type { Location } from 'react-router-dom'",
      "export { Form } from 'react-router'",
      "import * as Router from 'react-router-dom'",
      "const lazy = () => import('react-router-dom')",
      "import { useQuery } from '@tanstack/react-query'",
    ].join('\n')
    expect(packageUse('x.tsx', text, new Set(IMPORTED_AS['react-router-dom']))).toEqual({
      names: ['Link', 'useNavigate', 'Form'],
      unlistable: ['a namespace import', 'a dynamic import'],
    })
    expect(packageUse('x.tsx', text, new Set(IMPORTED_AS['@tanstack/react-query']))).toEqual({
      names: ['useQuery'],
      unlistable: [],
    })
  })
})
