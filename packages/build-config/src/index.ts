export { hostRuntime, remoteRuntime } from './federation-runtime'
export { pluginPrecompiledMessages } from './precompiled-messages'
export { API_ORIGIN, defineRemoteBuild } from './remote-build'
export { sharedSingletons } from './shared-singletons'
