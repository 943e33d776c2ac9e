import { Hono } from 'hono'
import type { AppEnv } from '../env'

export const exchangeRates = new Hono<AppEnv>()
