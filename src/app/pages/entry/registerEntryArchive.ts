/** Registers the entry archive browser for cards that embed one (rendererRegistry('archiveBrowser'), type 'entry'). */
import { lazy } from 'react'
import { rendererRegistry } from '../../../renderers/index.js'

const registry = rendererRegistry('archiveBrowser')
// Lazy: the browser and the metainfo load only when a card shows it.
if (!registry.has('entry')) registry.register('entry', lazy(() => import('./EmbeddedEntryArchive.js')))

const tables = rendererRegistry('elnSectionTable')
if (!tables.has('entry')) tables.register('entry', lazy(() => import('./ElnSectionTable.js')))
