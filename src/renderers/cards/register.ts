/** Registers one renderer per card kind (spec 3 §2.3 keys plus the declarative kinds of DECLARATIVE_CARD_SCHEMAS) in rendererRegistry('card'); see docs/maintainer-guide.md#a-card-type-declarative. */
import {
  histogramCardSchema,
  itemsTableCardSchema,
  markdownCardSchema,
  plotCardSchema,
  quantityTableCardSchema,
  structureCardSchema,
} from '../../engine/config/card-kinds.js'
import { rendererRegistry } from '../index.js'
import { cardKindName, type CardKind } from './cardKind.js'
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

/** Every card kind the overview draws: the built-in cards by key, then the declarative kinds in the order of DECLARATIVE_CARD_SCHEMAS. */
export const BUILT_IN_CARDS: readonly CardKind[] = [
  { key: 'definitions', Renderer: DefinitionsCard },
  { key: 'nexus', Renderer: NexusCard },
  { key: 'hdf5dataset', Renderer: Hdf5DatasetCard },
  { key: 'material', Renderer: MaterialCard },
  { key: 'electronic', Renderer: ElectronicCard },
  { key: 'solarcell', Renderer: SolarCellCard },
  { key: 'heterogeneouscatalyst', Renderer: CatalystCard },
  { key: 'vibrational', Renderer: VibrationalCard },
  { key: 'mechanical', Renderer: MechanicalCard },
  { key: 'thermodynamic', Renderer: ThermodynamicCard },
  { key: 'structural', Renderer: StructuralCard },
  { key: 'dynamical', Renderer: DynamicalCard },
  { key: 'geometry_optimization', Renderer: GeometryOptimizationCard },
  { key: 'spectroscopic', Renderer: SpectroscopicCard },
  { key: 'workflow', Renderer: WorkflowCard },
  { key: 'references', Renderer: ReferencesCard },
  { key: 'history', Renderer: HistoryCard },
  { key: 'sections', Renderer: SectionsCard },
  { schema: quantityTableCardSchema, Renderer: QuantitiesCard },
  { schema: plotCardSchema, Renderer: PlotCard },
  { schema: structureCardSchema, Renderer: StructureCard },
  { schema: markdownCardSchema, Renderer: MarkdownCard },
  { schema: histogramCardSchema, Renderer: HistogramCard },
  { schema: itemsTableCardSchema, Renderer: ItemsTableCard },
]

const registry = rendererRegistry('card')
for (const kind of BUILT_IN_CARDS) if (!registry.has(cardKindName(kind))) registry.register(cardKindName(kind), kind.Renderer)
