import { readStructure } from '../../viewers/structure/structure.js'
import { StructureViewer } from '../../viewers/structure/StructureViewer.js'
import { logSectionMissing, searchArchive } from '../archive.js'
import { CardFrame } from '../CardFrame.js'
import type { CardRendererProps } from '../types.js'

/** Declarative card `type: structure`: the structure viewer on the section a JMESPath names. */
export function StructureCard({ cardKey, card, archive }: CardRendererProps) {
  if (card.type !== 'structure') throw new Error(`card ${cardKey} is not a structure card`)
  const structure = readStructure(searchArchive(archive, card.path))
  if (!structure) {
    logSectionMissing(card.path)
    return null
  }
  return (
    <CardFrame title={card.title ?? cardKey}>
      <StructureViewer structure={structure} sizeLimit={card.size_limit} />
    </CardFrame>
  )
}
