import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { afterEach, describe, expect, it } from 'vitest'
import { useFormatDate } from './use-format-date'

const originalZone = process.env.TZ

afterEach(() => {
  if (originalZone === undefined) delete process.env.TZ
  else process.env.TZ = originalZone
})

function formatIn(timeZone: string, value: string) {
  // Node applies a change of TZ at once: the reader's clock, as the browser's.
  process.env.TZ = timeZone
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale="tr-TR">{children}</IntlProvider>
  )
  return renderHook(() => useFormatDate(), { wrapper }).result.current(value)
}

describe('useFormatDate', () => {
  it('writes a calendar day as that day wherever the reader is', () => {
    expect(formatIn('America/New_York', '2026-12-03')).toBe('3 Aralık 2026')
    expect(formatIn('Europe/Istanbul', '2026-12-03')).toBe('3 Aralık 2026')
  })

  it("writes an instant on the reader's day", () => {
    expect(formatIn('America/New_York', '2026-12-03T02:00:00.000Z')).toBe('2 Aralık 2026')
    expect(formatIn('Europe/Istanbul', '2026-12-02T22:00:00.000Z')).toBe('3 Aralık 2026')
  })
})
