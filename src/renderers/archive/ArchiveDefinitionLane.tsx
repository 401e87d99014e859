import type { ReactNode } from 'react'
import { useInRouterContext, useNavigate } from 'react-router'
import type { Model, QuantityDef, SectionDef } from '../../engine/metainfo/index.js'
import { DefinitionLane } from './DefinitionLane.js'
import type { Definition } from './metainfo.js'
import { metainfoUrl } from './MetainfoLink.js'

/** The lane step after a section or quantity that shows its definition inside the archive browser. */
export const METAINFO_STEP = '_metainfo'

type Target = { section: SectionDef; quantity?: QuantityDef }

/** A section's or quantity's definition as a lane of the archive browser; its links open the metainfo browser. */
export function ArchiveDefinitionLane({ model, section, quantity }: Target & { model: Model }) {
  const definition: Definition = quantity ? { kind: 'quantity', def: quantity, parent: section } : { kind: 'section', def: section }
  const path = quantity ? [section.qualifiedName, quantity.name] : [section.qualifiedName]
  const lane = (onNavigate: (path: string[]) => void) => <DefinitionLane definition={definition} model={model} path={path} depth={path.length - 1} onNavigate={onNavigate} />
  return useInRouterContext() ? <Routed lane={lane} /> : lane(() => undefined)
}

function Routed({ lane }: { lane: (onNavigate: (path: string[]) => void) => ReactNode }) {
  const navigate = useNavigate()
  return <>{lane((path) => void navigate(metainfoUrl(path)))}</>
}
