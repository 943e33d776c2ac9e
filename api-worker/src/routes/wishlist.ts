import { Hono } from 'hono'
import type { AppEnv } from '../env'

export const wishlist = new Hono<AppEnv>()
