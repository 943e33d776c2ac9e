export { API_ORIGIN, defineRemoteBuild } from './remote-build'
export { sharedSingletons } from './shared-singletons'
export { hostRuntime, remoteRuntime } from './federation-runtime'
