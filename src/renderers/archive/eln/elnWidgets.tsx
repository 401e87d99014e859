// The rjsf widgets and fields of the ELN editors: each ELN `component` of spec 2 §4 is one registered widget or field.
import type { FieldProps, RegistryFieldsType, RegistryWidgetsType, WidgetProps } from '@rjsf/utils'
import type { ComponentType } from 'react'
import type { QuantityDef } from '../../../engine/metainfo/index.js'
import { EDITOR_KINDS, FIELD_KINDS, type EditorKind } from '../editing.js'
import { AuthorEditor } from './AuthorEditor.js'
import type { ElnEditorProps } from './editorProps.js'
import { FileEditor } from './FileEditor.js'
import { MatrixEditor } from './MatrixEditor.js'
import { MATRIX_FIELD } from './quantitySchema.js'
import { QueryEditor } from './QueryEditor.js'
import { RadioEditor } from './RadioEditor.js'
import { ReferenceEditor } from './ReferenceEditor.js'
import { RichTextEditor } from './RichTextEditor.js'
import { SliderEditor } from './SliderEditor.js'
import { ValueEditor } from './valueEditors.js'

/** The editors of the kinds that are not plain values (the plain ones are ValueEditor's). */
const EDITORS: Partial<Record<EditorKind, ComponentType<ElnEditorProps>>> = {
  radio: RadioEditor,
  slider: SliderEditor,
  richtext: RichTextEditor,
  file: FileEditor,
  reference: ReferenceEditor,
  author: AuthorEditor,
  query: QueryEditor,
}

interface Options {
  def: QuantityDef
  label: string
}

function widgetOf(kind: EditorKind) {
  const Editor = EDITORS[kind]
  return function ElnWidget(props: WidgetProps) {
    const { def, label } = props.options as unknown as Options
    const onChange = (value: unknown) => props.onChange(value)
    if (Editor) return <Editor def={def} label={label} value={props.value} error={props.rawErrors?.[0]} onChange={onChange} />
    return <ValueEditor def={def} kind={kind} label={label} value={props.value} error={props.rawErrors?.[0]} onChange={onChange} />
  }
}

function fieldOf(Editor: ComponentType<ElnEditorProps>) {
  return function ElnField(props: FieldProps) {
    const { def, label } = props.uiSchema?.['ui:options'] as unknown as Options
    const errors = (props.errorSchema as { __errors?: string[] } | undefined)?.__errors
    return <Editor def={def} label={label} value={props.formData} error={errors?.[0]} onChange={(value) => props.onChange(value, [])} />
  }
}

const components = Object.entries(EDITOR_KINDS) as [keyof typeof EDITOR_KINDS, EditorKind][]

/** One rjsf widget per ELN component name whose value is a string, number or boolean (StringEditQuantity, SliderEditQuantity, ...). */
export const ELN_WIDGETS: RegistryWidgetsType = Object.fromEntries(components.filter(([, kind]) => !FIELD_KINDS.has(kind)).map(([component, kind]) => [component, widgetOf(kind)]))

/** One rjsf field per ELN component whose value is an object (AuthorEditQuantity, QueryEditQuantity), and the matrix field. */
export const ELN_FIELDS: RegistryFieldsType = {
  ...Object.fromEntries(components.filter(([, kind]) => FIELD_KINDS.has(kind)).map(([component, kind]) => [component, fieldOf(EDITORS[kind] as ComponentType<ElnEditorProps>)])),
  [MATRIX_FIELD]: fieldOf(MatrixEditor),
}
