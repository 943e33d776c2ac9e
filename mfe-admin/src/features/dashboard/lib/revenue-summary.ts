import { type DashboardRevenueDay, kurusToLira, liraToKurus } from '@shop/domain'

export interface RevenueSummary {
  total: number
  /** The first day with the highest revenue; null when no day had any. */
  best: DashboardRevenueDay | null
}

/** The series' total (summed in kuruş, so no float drift) and its best day: the chart's text alternative. */
export function summarizeRevenue(days: readonly DashboardRevenueDay[]): RevenueSummary {
  let kurus = 0
  let best: DashboardRevenueDay | null = null
  for (const day of days) {
    kurus += liraToKurus(day.revenue)
    if (day.revenue > 0 && (best === null || day.revenue > best.revenue)) best = day
  }
  return { total: kurusToLira(kurus), best }
}
