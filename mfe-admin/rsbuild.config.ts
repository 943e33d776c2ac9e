import { defineRemoteBuild } from '@shop/build-config'
import federation from './module-federation.config'

export default defineRemoteBuild({ port: 3003, federation })
