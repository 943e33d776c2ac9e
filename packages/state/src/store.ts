import { createStore } from 'jotai'

/**
 * The one store every app's jotai Provider uses. @shop/state is a Module Federation singleton, so the shell and all
 * remotes read and write the same cart, auth and preferences.
 */
export const shopStore = createStore()
