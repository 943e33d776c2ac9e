import './zod-without-eval'
import { nextTask } from './next-task'
import { warmLocaleData } from './warm-locale-data'

warmLocaleData()

// Async boundary: shared singletons are negotiated before any app code runs. In a task of its own, so the federation
// runtime's start-up and the negotiation are two short tasks on a phone, not one long one.
void nextTask().then(() => import('./bootstrap'))
