import type { TestProject } from 'vitest/node'
import { startFakeAi } from './server'

/** Starts the fake translation APIs once per run; vitest.config.ts hands its URL to the worker as both base URLs. */
export default async function setup(project: TestProject) {
  const fake = await startFakeAi()
  project.provide('fakeAiUrl', fake.url)
  return () => fake.close()
}

declare module 'vitest' {
  export interface ProvidedContext {
    fakeAiUrl: string
  }
}
