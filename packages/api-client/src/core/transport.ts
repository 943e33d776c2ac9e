// The transport chunk: hono's typed client and the fetch wrapper every call goes through. Fetched with the first
// call or the visitor's first interaction (lazy-transport.ts), never on a page's first load.
export { request, transmit } from './request'
export { rpcClient } from './rpc'
