import { applyTheme } from '@shop/ui'
import { useEffect, useRef } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { useAdminSettings } from '../api/get-settings'
import type { SettingsFormValues } from '../lib/settings-form-values'
import { liveTheme } from '../lib/theme-colours'

/**
 * admin.md §4: the theme colours apply to the page as they are edited and are stored only by Save. Leaving the
 * screen without saving puts the saved theme back (the stored settings as last read, which a save or reset updates).
 */
export function useLiveTheme() {
  const { control } = useFormContext<SettingsFormValues>()
  const [background, foreground, primary, primaryForeground] = useWatch({
    control,
    name: ['theme.background', 'theme.foreground', 'theme.primary', 'theme.primaryForeground'],
  })
  const saved = useAdminSettings().data?.theme
  const savedRef = useRef(saved)
  savedRef.current = saved

  useEffect(() => {
    if (!savedRef.current) return
    applyTheme(liveTheme({ background, foreground, primary, primaryForeground }, savedRef.current))
  }, [background, foreground, primary, primaryForeground])

  useEffect(() => () => applyTheme(savedRef.current), [])
}
