// zod compiles object parsers with `new Function` unless told not to, and probes for it when a schema is built. The
// Content-Security-Policy forbids eval, so every page would report a violation. zod keeps its settings in
// `globalThis.__zod_globalConfig` and adopts an object already there, so setting it here, before the shell or any
// remote loads zod, covers every bundle's copy without the shell itself bundling zod (the shop's first load has
// none). zod-without-eval.test.ts checks zod still reads this key.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true })

// A module, so its test can import it.
export {}
