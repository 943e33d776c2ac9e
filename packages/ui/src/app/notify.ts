/** The one notify API (toasts with the spec's durations), kept beside the API client's own error toasts. */
export { notify } from '@shop/api-client'
