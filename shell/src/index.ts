import './zod-without-eval'
import { warmLocaleData } from './warm-locale-data'

warmLocaleData()

// Async boundary: shared singletons are negotiated before any app code runs.
import('./bootstrap')
