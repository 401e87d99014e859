import Alert from '@mui/material/Alert'
import { createElement, lazy, Suspense, type ComponentType } from 'react'
import { PageLoading } from '../../layout/PageLoading.js'

type TabComponent = ComponentType<{ entryId: string }>

// The Data and Logs tabs are separate modules (written alongside this page); a missing one shows a note.
const tabModules = import.meta.glob<{ default: TabComponent }>('./tabs/*Tab.tsx')
const lazyTabs = new Map(Object.entries(tabModules).map(([path, load]) => [path, lazy(load)]))

export function hasTabModule(name: string): boolean {
  return `./tabs/${name}.tsx` in tabModules
}

/** Mounts `tabs/{name}.tsx` lazily with the entry id. */
export function OptionalTab({ name, entryId }: { name: string; entryId: string }) {
  const Tab = lazyTabs.get(`./tabs/${name}.tsx`)
  if (!Tab) return <Alert severity="info">This tab is not available in this version.</Alert>
  return (
    <Suspense fallback={<PageLoading />}>
      {createElement(Tab, { entryId })}
    </Suspense>
  )
}
