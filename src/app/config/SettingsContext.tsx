import { createContext, useContext } from 'react'
import type { ShellSettings } from './shellSettings.js'

export const SettingsContext = createContext<ShellSettings | null>(null)

export function useShellSettings(): ShellSettings {
  const settings = useContext(SettingsContext)
  if (!settings) throw new Error('useShellSettings must be used inside <SettingsContext.Provider>')
  return settings
}
