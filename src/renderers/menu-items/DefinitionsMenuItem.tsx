/** Filter by the schema sections entries contain (`section_defs.definition_qualified_name`). */
import { ItemHeader } from './ItemHeader.js'
import { TermsOptions } from './TermsMenuItem.js'
import type { MenuItemRendererProps } from './types.js'

export const DEFINITIONS_QUANTITY = 'section_defs.definition_qualified_name'

export function DefinitionsMenuItem({ item, visible }: MenuItemRendererProps) {
  return (
    <div>
      {item.show_header !== false && <ItemHeader title={item.title ?? 'Definitions'} />}
      <TermsOptions quantity={DEFINITIONS_QUANTITY} options={20} visible={visible} aggregationId={`${DEFINITIONS_QUANTITY}:menu_definitions`} />
    </div>
  )
}
