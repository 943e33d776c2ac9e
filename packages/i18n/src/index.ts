export * from './format-money'
export * from './messages'
export * from './shop-message'
export * from './use-t'
