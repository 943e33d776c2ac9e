import { Hono } from 'hono'
import type { AppEnv } from '../env'

export const dashboard = new Hono<AppEnv>()
