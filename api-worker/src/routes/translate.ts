import { Hono } from 'hono'
import type { AppEnv } from '../env'

export const translate = new Hono<AppEnv>()
