import 'uplot/dist/uPlot.min.css'
import type { DashboardRevenueDay } from '@shop/domain'
import { useEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import uPlot from 'uplot'
import { readChartColours } from '../lib/chart-colours'
import { utcDay } from '../lib/utc-day'
import styles from './revenue.module.css'

const CHART_HEIGHT = 240

/** Without a 2D canvas (blocked by the browser, or a test DOM) the chart is skipped; its text alternative stays. */
function canDraw(): boolean {
  return document.createElement('canvas').getContext('2d') !== null
}

/**
 * Daily revenue as bars, drawn by uPlot on a canvas in the theme's colours (read once at mount). Decorative for
 * assistive technology: the summary and the table beside it carry the same figures.
 */
export function RevenueChart({ days }: { days: DashboardRevenueDay[] }) {
  const intl = useIntl()
  const frameRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const frame = frameRef.current
    if (!frame || !canDraw()) return
    const colours = readChartColours(frame)
    const dayLabel = (index: number) => {
      const day = days[index]
      return day ? intl.formatDate(utcDay(day.date), { day: 'numeric', month: 'short', timeZone: 'UTC' }) : ''
    }
    const axis = {
      stroke: colours.text,
      font: colours.font,
      grid: { stroke: colours.grid, width: 1 },
      ticks: { show: false },
    }
    const chart = new uPlot(
      {
        width: frame.clientWidth,
        height: CHART_HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false, setScale: false } },
        scales: {
          x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
          y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
        },
        axes: [
          {
            ...axis,
            grid: { show: false },
            incrs: [1, 2, 5, 7, 10, 15],
            values: (_u, splits) => splits.map((split) => (Number.isInteger(split) ? dayLabel(split) : '')),
          },
          {
            ...axis,
            size: 56,
            values: (_u, splits) =>
              splits.map((split) =>
                intl.formatNumber(split, { notation: 'compact', maximumFractionDigits: 1 }),
              ),
          },
        ],
        series: [
          {},
          {
            stroke: colours.primary,
            fill: colours.area,
            width: 1,
            paths: uPlot.paths.bars?.({ size: [0.7, 28] }),
            points: { show: false },
          },
        ],
      },
      [days.map((_, index) => index), days.map((day) => day.revenue)],
      frame,
    )
    const resize = new ResizeObserver(() => chart.setSize({ width: frame.clientWidth, height: CHART_HEIGHT }))
    resize.observe(frame)
    return () => {
      resize.disconnect()
      chart.destroy()
    }
  }, [days, intl])

  return <div ref={frameRef} className={styles.chart} aria-hidden="true" data-testid="revenue-chart" />
}
