// The rjsf widgets of the ELN editors: each ELN `component` of spec 2 §4 is one registered widget.
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils'
import type { QuantityDef } from '../../../engine/metainfo/index.js'
import { EDITOR_KINDS, type EditorKind } from '../editing.js'
import { ValueEditor } from './valueEditors.js'

function widgetOf(kind: EditorKind) {
  return function ElnWidget(props: WidgetProps) {
    const { def, label } = props.options as unknown as { def: QuantityDef; label: string }
    return <ValueEditor def={def} kind={kind} label={label} value={props.value} error={props.rawErrors?.[0]} onChange={(value) => props.onChange(value)} />
  }
}

/** One rjsf widget per ELN component name (StringEditQuantity, NumberEditQuantity, ...). */
export const ELN_WIDGETS: RegistryWidgetsType = Object.fromEntries(Object.entries(EDITOR_KINDS).map(([component, kind]) => [component, widgetOf(kind)]))
