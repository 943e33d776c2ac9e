import { Hono } from 'hono'
import type { AppEnv } from '../env'

export const users = new Hono<AppEnv>()
