import './zod-without-eval'
import { afterFirstPaint } from './after-first-paint'
import { warmLocaleData } from './warm-locale-data'

warmLocaleData()

// Async boundary: shared singletons are negotiated before any app code runs. After the worker's first screen is on
// the screen, and in a task of its own, so the federation runtime's start-up and the negotiation are two short tasks
// on a phone, not one long one.
void afterFirstPaint().then(() => import('./bootstrap'))
