export * from './format-money'
export * from './messages'
export * from './use-t'
