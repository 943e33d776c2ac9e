import { Hono } from 'hono'
import type { AppEnv } from '../env'

export const orders = new Hono<AppEnv>()
