// The browser tests' translation service: the API tests' local stand-in for Workers AI (and Gemini), speaking the
// real wire format, on a fixed loopback port that playwright.config.ts hands to the shop as CF_API_BASE.
import { startFakeAi } from '../../api-worker/test/fake-ai/server'

const port = Number(process.env.FAKE_AI_PORT ?? 8791)
const fake = await startFakeAi(port)
console.log(`fake translation service at ${fake.url}`)
const stop = () => void fake.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
