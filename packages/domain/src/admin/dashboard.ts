import { z } from 'zod'
import { isTimeZone } from '../calendar'
import type { OrderStatus, PaymentStatus } from '../constants'

export const DASHBOARD_REVENUE_DAYS = 30

/** GET /dashboard/stats?timeZone=Europe/Istanbul: the zone whose days the revenue series counts (UTC when left out). */
export const dashboardQuerySchema = z.object({
  timeZone: z.string().trim().refine(isTimeZone, 'admin.dashboard.time_zone_invalid').optional(),
})

export interface DashboardRecentOrder {
  _id: string
  orderNumber: string
  createdAt: string
  totalAmount: number
  status: OrderStatus
  paymentStatus: PaymentStatus
  customerName: string
}

export interface DashboardRevenueDay {
  /** YYYY-MM-DD, a day in the time zone asked for. */
  date: string
  revenue: number
  orders: number
}

/** GET /dashboard/stats (admin.md §3 plus the 30-day revenue series). Revenue never counts cancelled orders. */
export interface DashboardStats {
  totalOrders: number
  totalRevenue: number
  totalProducts: number
  totalUsers: number
  pendingOrders: number
  completedOrders: number
  lowStockProducts: number
  recentOrders: DashboardRecentOrder[]
  revenueByDay: DashboardRevenueDay[]
}
