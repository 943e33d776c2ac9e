// Async boundary: shared singletons are negotiated before any app code runs (standalone mode).
import('./bootstrap')
