import { describe, expect, it } from 'vitest'
import { calendarDayIn, dayStartIn, isTimeZone, offsetStretches, shiftDay } from './calendar'

describe('calendar days in a time zone', () => {
  it('puts a late-evening UTC instant on the next day in Istanbul', () => {
    const instant = new Date('2026-11-28T22:30:00Z')
    expect(calendarDayIn(instant, 'UTC')).toBe('2026-11-28')
    expect(calendarDayIn(instant, 'Europe/Istanbul')).toBe('2026-11-29')
    expect(calendarDayIn(instant, 'America/New_York')).toBe('2026-11-28')
  })

  it('starts a day at its local midnight', () => {
    expect(dayStartIn('2026-11-29', 'UTC').toISOString()).toBe('2026-11-29T00:00:00.000Z')
    expect(dayStartIn('2026-11-29', 'Europe/Istanbul').toISOString()).toBe('2026-11-28T21:00:00.000Z')
    expect(dayStartIn('2026-11-29', 'Asia/Kathmandu').toISOString()).toBe('2026-11-28T18:15:00.000Z')
    expect(dayStartIn('2026-11-29', 'America/Los_Angeles').toISOString()).toBe('2026-11-29T08:00:00.000Z')
  })

  it('follows daylight saving: the day the clocks go forward lasts 23 hours', () => {
    const start = dayStartIn('2026-03-29', 'Europe/Berlin')
    const next = dayStartIn('2026-03-30', 'Europe/Berlin')
    expect(start.toISOString()).toBe('2026-03-28T23:00:00.000Z')
    expect(next.toISOString()).toBe('2026-03-29T22:00:00.000Z')
    expect(dayStartIn('2026-10-26', 'Europe/Berlin').toISOString()).toBe('2026-10-25T23:00:00.000Z')
  })

  it('counts days across months and years', () => {
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01')
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28')
    expect(shiftDay('2026-11-29', -29)).toBe('2026-10-31')
    expect(() => shiftDay('29.11.2026', 1)).toThrow(RangeError)
  })

  it('knows the IANA zones and refuses the rest', () => {
    expect(isTimeZone('Europe/Istanbul')).toBe(true)
    expect(isTimeZone('UTC')).toBe(true)
    expect(isTimeZone('Mars/Olympus')).toBe(false)
    expect(isTimeZone('')).toBe(false)
  })
})

describe('a zone’s offsets over a span', () => {
  it('is one stretch where the offset holds', () => {
    const from = new Date('2026-08-01T00:00:00Z')
    expect(offsetStretches(from, new Date('2026-11-29T00:00:00Z'), 'Europe/Istanbul')).toEqual([
      { until: null, minutes: 180 },
    ])
  })

  it('changes at the minute the clocks do', () => {
    const stretches = offsetStretches(
      new Date('2026-09-01T00:00:00Z'),
      new Date('2026-11-29T00:00:00Z'),
      'Europe/Berlin',
    )
    expect(stretches).toEqual([
      { until: new Date('2026-10-25T01:00:00Z'), minutes: 120 },
      { until: null, minutes: 60 },
    ])
  })

  it('takes both changes of a year', () => {
    const stretches = offsetStretches(
      new Date('2025-12-01T00:00:00Z'),
      new Date('2026-12-01T00:00:00Z'),
      'America/New_York',
    )
    expect(stretches.map((stretch) => stretch.minutes)).toEqual([-300, -240, -300])
    expect(stretches[0]?.until?.toISOString()).toBe('2026-03-08T07:00:00.000Z')
    expect(stretches[1]?.until?.toISOString()).toBe('2026-11-01T06:00:00.000Z')
  })
})
