import type { Column } from '../../engine/config/columns.js'
import { quantityLabel } from '../widgets/common/quantityLabel.js'

/** A column's header: its title, else its older label, else the readable name of its quantity. */
export const columnHeader = (column: Column): string => column.title ?? column.label ?? quantityLabel(column.search_quantity)
