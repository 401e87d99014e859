/** Registers one renderer per card kind (spec 3 §2.3 keys plus the declarative kinds) in rendererRegistry('card'); see docs/maintainer-guide.md#a-card-type-declarative. */
import type { ComponentType } from 'react'
import { rendererRegistry } from '../index.js'
import { Hdf5DatasetCard } from './kinds/Hdf5DatasetCard.js'
import { CatalystCard, NexusCard, SectionsCard, SolarCellCard } from './kinds/TableCards.js'
import { DefinitionsCard } from './kinds/DefinitionsCard.js'
import { DynamicalCard } from './kinds/DynamicalCard.js'
import { ElectronicCard } from './kinds/ElectronicCard.js'
import { GeometryOptimizationCard } from './kinds/GeometryOptimizationCard.js'
import { HistogramCard } from './kinds/HistogramCard.js'
import { HistoryCard } from './kinds/HistoryCard.js'
import { ItemsTableCard } from './kinds/ItemsTableCard.js'
import { MarkdownCard } from './kinds/MarkdownCard.js'
import { MaterialCard } from './kinds/MaterialCard.js'
import { MechanicalCard } from './kinds/MechanicalCard.js'
import { PlotCard } from './kinds/PlotCard.js'
import { QuantitiesCard } from './kinds/QuantitiesCard.js'
import { ReferencesCard } from './kinds/ReferencesCard.js'
import { SpectroscopicCard } from './kinds/SpectroscopicCard.js'
import { StructuralCard } from './kinds/StructuralCard.js'
import { StructureCard } from './kinds/StructureCard.js'
import { ThermodynamicCard } from './kinds/ThermodynamicCard.js'
import { VibrationalCard } from './kinds/VibrationalCard.js'
import { WorkflowCard } from './kinds/WorkflowCard.js'
import type { CardRendererProps } from './types.js'

export const CARD_RENDERERS: Record<string, ComponentType<CardRendererProps>> = {
  definitions: DefinitionsCard,
  nexus: NexusCard,
  hdf5dataset: Hdf5DatasetCard,
  material: MaterialCard,
  electronic: ElectronicCard,
  solarcell: SolarCellCard,
  heterogeneouscatalyst: CatalystCard,
  vibrational: VibrationalCard,
  mechanical: MechanicalCard,
  thermodynamic: ThermodynamicCard,
  structural: StructuralCard,
  dynamical: DynamicalCard,
  geometry_optimization: GeometryOptimizationCard,
  spectroscopic: SpectroscopicCard,
  workflow: WorkflowCard,
  references: ReferencesCard,
  history: HistoryCard,
  sections: SectionsCard,
  quantities: QuantitiesCard,
  plot: PlotCard,
  structure: StructureCard,
  markdown: MarkdownCard,
  histogram: HistogramCard,
  table: ItemsTableCard,
}

const registry = rendererRegistry('card')
for (const [kind, renderer] of Object.entries(CARD_RENDERERS)) if (!registry.has(kind)) registry.register(kind, renderer)
