import { createContext, useContext } from 'react'
import type { RemoteLoader } from './remote-loader'

export const RemoteLoaderContext = createContext<RemoteLoader | null>(null)

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext)
  if (!loader)
    throw new Error('RemoteLoaderContext is missing: wrap the app in <RemoteLoaderContext value={…}>')
  return loader
}
