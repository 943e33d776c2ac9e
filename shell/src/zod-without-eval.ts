import { config } from 'zod/v4/core'

// zod compiles object parsers with `new Function` unless told not to, and probes for it when a schema is built. The
// Content-Security-Policy forbids eval, so every page would report a violation. zod keeps this setting on globalThis,
// so setting it here, before the shell or any remote builds a schema, covers every bundle's copy of zod.
config({ jitless: true })
