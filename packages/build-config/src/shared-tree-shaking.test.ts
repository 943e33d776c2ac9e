import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { sharedSingletons } from './shared-singletons'
import { ROUTER_EXPORTS, TREE_SHAKEN } from './shared-tree-shaking'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const ROUTER_MODULES = new Set(['react-router-dom', 'react-router', 'react-router/dom'])
const APPS = ['shell', 'mfe-storefront', 'mfe-account', 'mfe-admin']

/** Every source file a federated build bundles: the apps' and the shared packages' src, tests left out. */
function bundledSources(): string[] {
  const dirs = [...APPS.map((app) => join(root, app, 'src'))]
  for (const pkg of readdirSync(join(root, 'packages'))) dirs.push(join(root, 'packages', pkg, 'src'))
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(path)
    }
  }
  for (const dir of dirs) walk(dir)
  return files
}

/** The router's value exports a file uses, and how it uses the router in ways a list cannot cover. */
function routerUse(fileName: string, text: string): { names: string[]; unlistable: string[] } {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false)
  const names: string[] = []
  const unlistable: string[] = []
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      ROUTER_MODULES.has(node.moduleSpecifier.text)
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
      ROUTER_MODULES.has(node.arguments[0].text)
    ) {
      unlistable.push('a dynamic import')
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return { names, unlistable }
}

describe('the shared router, tree-shaken to one list', () => {
  it('lists every router export the apps and shared packages import, and only by name', () => {
    const listed = new Set<string>(ROUTER_EXPORTS)
    const problems: string[] = []
    const used = new Set<string>()
    for (const file of bundledSources()) {
      const { names, unlistable } = routerUse(file, readFileSync(file, 'utf8'))
      const where = relative(root, file)
      for (const name of names) {
        used.add(name)
        if (!listed.has(name)) problems.push(`${where} imports ${name}: add it to ROUTER_EXPORTS`)
      }
      for (const kind of unlistable) problems.push(`${where} uses the router through ${kind}`)
    }
    expect(problems).toEqual([])
    // A list that only grows keeps dead exports in every page's router.
    expect([...listed].filter((name) => !used.has(name))).toEqual([])
  }, 60_000) // parses every source file of four apps and six packages

  it('gives every app the same list for the router', () => {
    for (const app of APPS) {
      const shared = sharedSingletons(
        new URL(`../../../${app}/module-federation.config.ts`, import.meta.url).href,
      )
      expect(shared['react-router-dom']?.treeShaking).toEqual({
        mode: 'runtime-infer',
        usedExports: [...ROUTER_EXPORTS],
      })
    }
    expect(Object.keys(TREE_SHAKEN)).toEqual(['react-router-dom'])
  })

  it('finds named, aliased and re-exported router imports and flags namespace, default and dynamic ones', () => {
    const text = [
      "import { Link, useNavigate as go, type LinkProps } from 'react-router-dom'",
      "import type { Location } from 'react-router-dom'",
      "export { Form } from 'react-router'",
      "import * as Router from 'react-router-dom'",
      "const lazy = () => import('react-router-dom')",
      "import { useQuery } from '@tanstack/react-query'",
    ].join('\n')
    expect(routerUse('x.tsx', text)).toEqual({
      names: ['Link', 'useNavigate', 'Form'],
      unlistable: ['a namespace import', 'a dynamic import'],
    })
  })
})
