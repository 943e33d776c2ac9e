export { createShopMemoryHistory } from './shop-memory-history'
