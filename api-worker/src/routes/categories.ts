import { Hono } from 'hono'
import type { AppEnv } from '../env'

export const categories = new Hono<AppEnv>()
