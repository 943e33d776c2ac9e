import type { OrderStatus, PaymentStatus } from '../constants'

export const DASHBOARD_REVENUE_DAYS = 30

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
  /** YYYY-MM-DD (UTC). */
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
