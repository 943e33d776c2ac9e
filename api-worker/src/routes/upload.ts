import { Hono } from 'hono'
import type { AppEnv } from '../env'

export const upload = new Hono<AppEnv>()
