import type { ComponentType } from 'react'
import type { z } from 'zod'
import type { BREAKPOINTS, WidgetLayout } from '../../../engine/config/widgets.js'
import type { QuantityChoice } from '../common/QuantityField.js'

/** What the dashboard knows of any widget, whatever its type. */
export interface WidgetConfig {
  type: string
  id?: string
  title?: string
  description?: string
  editing?: boolean
  visible?: boolean
  layout?: Partial<Record<(typeof BREAKPOINTS)[number], WidgetLayout>>
}

/** What every widget renderer gets from the dashboard. */
export interface WidgetRendererProps<W extends WidgetConfig = WidgetConfig> {
  widget: W
  /** Opens the widget's edit dialog. */
  onEdit: () => void
  onRemove: () => void
}

/** What the edit dialog of any widget gets: it edits a copy and hands it back on Done. */
export interface WidgetEditorProps<W extends WidgetConfig = WidgetConfig> {
  widget: W
  onDone: (widget: W) => void
  onCancel: () => void
}

/** Checks the edit dialogs run against the app's search quantities and the units library. */
export interface WidgetChecks {
  /** Names of the app's search quantities a picker with `choice` offers. */
  options: (choice: QuantityChoice) => string[]
  /** The error of a quantity picker's value: empty (unless optional), unknown or of a type the field does not take. */
  quantity: (choice: QuantityChoice, value: string, optional?: boolean) => string | undefined
  /** The error of an axis unit for its quantity; UNIT_PENDING while the units library loads. */
  unit: (quantity: string, unit: string | undefined) => string | undefined
}

/** A form field's path in the widget, dot-separated: `x.search_quantity`. */
export type FieldPath = string

/**
 * How a widget type is edited: a form generated from its JSON Schema (the fields listed in `inputs`, in that
 * order) with the labels and pickers of spec 2 §5.
 */
export interface WidgetFormDefinition<W extends WidgetConfig = WidgetConfig> {
  /** Dialog title, e.g. 'Edit terms widget'. */
  title: string
  /** The edited fields in order, by path, with their label and the input that draws them. */
  inputs: Record<FieldPath, FieldInput>
  /** Errors by field path (texts of spec 2 §5); undefined where the field is fine. */
  validate: (draft: W, checks: WidgetChecks) => Record<FieldPath, string | undefined>
  /** Fields whose errors show as soon as they changed (choices the user can clear); the others show on Done. */
  live?: readonly FieldPath[]
  /** Tidies the draft after each change (e.g. an emptied optional axis is dropped). */
  normalise?: (draft: W) => W
  /** Extra rjsf widgets this type's form uses, by name. */
  widgets?: Record<string, ComponentType<never>>
}

export type FieldInput =
  | { input: 'text'; label: string }
  | { input: 'check'; label: string }
  | { input: 'unit'; label: string }
  | { input: 'quantity'; label: string; choice: QuantityChoice }
  /** A choice among fixed values; `clearable` puts an empty 'None' first. */
  | { input: 'select'; label: string; options: readonly (string | number)[]; clearable?: boolean }
  /** One of the type's own rjsf widgets (`WidgetFormDefinition.widgets`). */
  | { input: 'custom'; label: string; widget: string; options?: Record<string, unknown> }

/**
 * One widget type, defined in one folder: its schema (from the engine), renderer, edit form, label in the
 * 'Add widget' menu, the settings a new one starts from and its default size in grid units (spec 2 §9).
 * The built-in types are listed in `builtInWidgets.ts`; adding a type is its folder plus that list.
 */
export interface WidgetKind<W extends WidgetConfig = WidgetConfig> {
  type: string
  label: string
  schema: z.ZodObject
  Renderer: ComponentType<WidgetRendererProps<W>>
  form: WidgetFormDefinition<W>
  /** The settings of a newly added widget, without type and layout. */
  defaults: () => Omit<W, 'type' | 'layout'>
  defaultSize: { w: number; h: number }
}

/** Said by `WidgetChecks.unit` while the units library loads: Done waits, nothing is shown. */
export const UNIT_PENDING = '\u0000units loading'

/** Lets a kind be written against its own widget type and still be listed with the others. */
export const defineWidgetKind = <W extends WidgetConfig>(kind: WidgetKind<W>): WidgetKind => kind as unknown as WidgetKind
