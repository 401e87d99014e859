import Alert from '@mui/material/Alert'
import { createElement, lazy, Suspense, type ComponentType } from 'react'
import type { EntryMetadata } from '../../../renderers/cards/types.js'
import { PageLoading } from '../../layout/PageLoading.js'

type TabProps = { entryId: string; entry?: EntryMetadata }
type TabComponent = ComponentType<TabProps>

// The Data and Logs tabs are separate modules (written alongside this page); a missing one shows a note.
const tabModules = import.meta.glob<{ default: TabComponent }>('./tabs/*Tab.tsx')
const lazyTabs = new Map(Object.entries(tabModules).map(([path, load]) => [path, lazy(load)]))

export function hasTabModule(name: string): boolean {
  return `./tabs/${name}.tsx` in tabModules
}

/** Mounts `tabs/{name}.tsx` lazily with the entry id and, once loaded, the entry's metadata. */
export function OptionalTab({ name, ...props }: { name: string } & TabProps) {
  const Tab = lazyTabs.get(`./tabs/${name}.tsx`)
  if (!Tab) return <Alert severity="info">This tab is not available in this version.</Alert>
  return (
    <Suspense fallback={<PageLoading />}>
      {createElement(Tab, props)}
    </Suspense>
  )
}
