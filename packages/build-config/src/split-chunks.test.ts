import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { defineRemoteBuild } from './remote-build'
import { SERVER_ONLY_STUB } from './server-only-modules'
import { isExposedModuleChunk, isExposeEntry, SMALL_SINGLETON_FILES } from './split-chunks'

const fromShell = createRequire(new URL('../../../shell/package.json', import.meta.url))
const installed = (request: string) => fromShell.resolve(request)
const beside = (request: string, file: string) => join(dirname(installed(request)), file)

describe('the small singletons’ file', () => {
  const groups = (path: string) => SMALL_SINGLETON_FILES.test(path)

  it('takes React, its JSX runtime, react-dom’s shared entry, jotai and the shop’s atoms', () => {
    expect(groups(installed('react'))).toBe(true)
    expect(groups(beside('react', 'cjs/react.production.js'))).toBe(true)
    expect(groups(beside('react', 'cjs/react-jsx-runtime.production.js'))).toBe(true)
    expect(groups(installed('react-dom'))).toBe(true)
    expect(groups(beside('react-dom', 'cjs/react-dom.production.js'))).toBe(true)
    expect(groups(installed('jotai'))).toBe(true)
    expect(groups(installed('jotai/utils'))).toBe(true)
    expect(groups(join(dirname(installed('@shop/state')), 'cart.ts'))).toBe(true)
  })

  it('takes the stub the router’s server-only modules resolve to, which came as two files of its own', () => {
    expect(groups(SERVER_ONLY_STUB)).toBe(true)
  })

  it('leaves the large libraries a file each, so each is evaluated in a task of its own', () => {
    expect(groups(beside('react-dom', 'cjs/react-dom-client.production.js'))).toBe(false)
    expect(groups(installed('react-router-dom'))).toBe(false)
    expect(groups(installed('@tanstack/react-query'))).toBe(false)
    expect(groups(installed('react-intl'))).toBe(false)
    expect(groups(installed('sonner'))).toBe(false)
  })
})

describe('the exposed modules’ frame', () => {
  it('takes a module an exposed module’s chunk holds (a screen’s copy too), but not the exposes’ own entries', () => {
    expect(isExposedModuleChunk('__federation_expose_Header')).toBe(true)
    expect(isExposedModuleChunk('screen-home')).toBe(false)
    expect(isExposedModuleChunk(null)).toBe(false)
    expect(isExposeEntry('/repo/mfe-storefront/src/exposes/header.tsx')).toBe(true)
    expect(isExposeEntry('/repo/packages/ui/src/button.tsx')).toBe(false)
  })

  it('is used by a remote that exposes several modules, and not by one exposing its App alone', () => {
    const cacheGroupsOf = (exposes: Record<string, string>) =>
      Object.keys(
        (
          defineRemoteBuild({ port: 0, federation: { name: 'remote', exposes } }).splitChunks as {
            cacheGroups: Record<string, unknown>
          }
        ).cacheGroups,
      )
    expect(cacheGroupsOf({ './App': './a.tsx', './Header': './h.tsx' })).toContain('exposedModulesFrame')
    expect(cacheGroupsOf({ './App': './a.tsx' })).not.toContain('exposedModulesFrame')
  })
})
