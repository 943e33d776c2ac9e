import { describe, expect, it } from 'vitest'
import { isOpenDuringMaintenance, maintenanceAccess } from './maintenance-access'

describe('maintenanceAccess', () => {
  it('waits for the settings before deciding, but not beyond the limit', () => {
    expect(
      maintenanceAccess({ settingsPending: true, waitedOut: false, maintenanceOn: false, staff: true }),
    ).toBe('waiting')
    expect(
      maintenanceAccess({ settingsPending: true, waitedOut: true, maintenanceOn: false, staff: false }),
    ).toBe('open')
  })

  it('opens the shop to everyone while maintenance is off', () => {
    expect(
      maintenanceAccess({ settingsPending: false, waitedOut: false, maintenanceOn: false, staff: false }),
    ).toBe('open')
    expect(
      maintenanceAccess({ settingsPending: false, waitedOut: false, maintenanceOn: false, staff: true }),
    ).toBe('open')
  })

  it('closes the shop to shoppers and lets staff preview it while maintenance is on', () => {
    expect(
      maintenanceAccess({ settingsPending: false, waitedOut: false, maintenanceOn: true, staff: false }),
    ).toBe('closed')
    expect(
      maintenanceAccess({ settingsPending: false, waitedOut: false, maintenanceOn: true, staff: true }),
    ).toBe('staff-preview')
  })
})

describe('isOpenDuringMaintenance', () => {
  it('keeps only the login page reachable', () => {
    expect(isOpenDuringMaintenance('/login')).toBe(true)
    expect(isOpenDuringMaintenance('/login/')).toBe(true)
    for (const path of ['/', '/register', '/checkout', '/products', '/login-help']) {
      expect(isOpenDuringMaintenance(path)).toBe(false)
    }
  })
})
