import { loadToasts } from '@shop/api-client'
import { loadMessages } from '@shop/i18n'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// The apps fetch one language's catalogue before their first render; tests start with both in.
await Promise.all([loadMessages('tr'), loadMessages('en')])
// The toaster's code arrives after an app's first render; tests start with it in, so a toast is raised at once.
await loadToasts()

afterEach(() => cleanup())
