/**
 * Plots a section definition declares with NOMAD's plotly annotations (PlotSection's
 * `plotly_graph_object`, `plotly_express` and `plotly_subplots`, `a_plotly_*` in Python): NOMAD's
 * processing turns them into the section's `figures`; Strata draws them from the definition,
 * reading each '#path' against the section. Each annotation may be one figure or a list of them.
 */
import type { Annotations, Model, SectionDef } from '../../engine/metainfo/index.js'
import { isSection } from './lanes.js'
import { PlotPathError, resolvePlotPath } from './plotPaths.js'
import type { SectionPlot } from './sectionPlots.js'

type Json = Record<string, unknown>

const KINDS = ['plotly_graph_object', 'plotly_express', 'plotly_subplots'] as const
type Kind = (typeof KINDS)[number]

const asList = (value: unknown): unknown[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value])

function annotated(annotations: Annotations, kind: Kind): Json[] {
  return asList(annotations[kind] ?? annotations[`a_${kind}`]).filter(isSection) as Json[]
}

/** Whether the definition (or one of its base sections) declares plotly annotations. */
function declaringDef(def: SectionDef, model: Model | undefined): SectionDef | undefined {
  const declares = (d: SectionDef) => KINDS.some((kind) => annotated(d.annotations, kind).length > 0)
  if (declares(def)) return def
  for (const base of def.allBaseSections) if (model?.sections[base] && declares(model.sections[base])) return model.sections[base]
  return undefined
}

export function hasPlotlyAnnotations(def: SectionDef | undefined, model?: Model): boolean {
  return def !== undefined && declaringDef(def, model) !== undefined
}

/** Strings written '#path' replaced by the values they name, at any depth. */
function resolved(value: unknown, section: Json): unknown {
  if (typeof value === 'string' && value.startsWith('#')) return resolvePlotPath(section, value)
  if (Array.isArray(value)) return value.map((item) => resolved(item, section))
  if (isSection(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolved(item, section)]))
  return value
}

const titleText = (layout: unknown): string | undefined => {
  const title = isSection(layout) ? layout.title : undefined
  const text = isSection(title) ? title.text : title
  return typeof text === 'string' ? text : undefined
}

/** plotly express methods as plotly.js traces (px.scatter draws markers, px.line lines). */
function expressTrace(figure: Json, section: Json): Json {
  const method = typeof figure.method === 'string' ? figure.method : 'scatter'
  const kind: Json = method === 'line' ? { type: 'scatter', mode: 'lines' } : method === 'scatter' ? { type: 'scatter', mode: 'markers' } : { type: method }
  const trace: Json = { ...kind }
  for (const axis of ['x', 'y', 'z'] as const) if (figure[axis] !== undefined) trace[axis] = resolved(figure[axis], section)
  return trace
}

/** A plotly express figure: its trace and the extra `traces` (whose own titles and layouts NOMAD ignores). */
function expressFigure(figure: Json, section: Json): { data: Json[]; layout: Json } {
  const data = [expressTrace(figure, section), ...asList(figure.traces).filter(isSection).map((trace) => expressTrace(trace as Json, section))]
  const layout: Json = isSection(figure.layout) ? { ...figure.layout } : {}
  if (typeof figure.title === 'string' && titleText(layout) === undefined) layout.title = { text: figure.title }
  return { data, layout }
}

/** A grid of express figures, each with its own axes (x, x2, …) and axis titles. */
function subplotsFigure(annotation: Json, section: Json): { data: Json[]; layout: Json } {
  const parameters = isSection(annotation.parameters) ? annotation.parameters : {}
  const figures = asList(annotation.plotly_express).filter(isSection) as Json[]
  const columns = typeof parameters.cols === 'number' ? parameters.cols : 1
  const rows = typeof parameters.rows === 'number' ? parameters.rows : Math.ceil(figures.length / columns)
  const layout: Json = { ...(isSection(annotation.layout) ? annotation.layout : {}), grid: { rows, columns, pattern: 'independent' } }
  const data = figures.flatMap((figure, i) => {
    const suffix = i === 0 ? '' : String(i + 1)
    const { data: traces, layout: own } = expressFigure(figure, section)
    for (const axis of ['xaxis', 'yaxis'] as const) if (isSection(own[axis])) layout[`${axis}${suffix}`] = own[axis]
    return traces.map((trace) => ({ ...trace, xaxis: `x${suffix}`, yaxis: `y${suffix}`, name: titleText(own) ?? (typeof figure.title === 'string' ? figure.title : undefined) }))
  })
  return { data, layout }
}

function graphObjectFigure(annotation: Json, section: Json): { data: Json[]; layout: Json; config?: Json } {
  const data = asList(annotation.data).map((trace) => resolved(trace, section)).filter(isSection) as Json[]
  return { data, layout: isSection(annotation.layout) ? annotation.layout : {}, ...(isSection(annotation.config) && { config: annotation.config }) }
}

/** The plots of a section's plotly annotations, ordered by their `index` (unindexed ones last, as declared). */
export function plotlyAnnotationPlots(section: Json, def: SectionDef | undefined, model?: Model): SectionPlot[] {
  const source = def && declaringDef(def, model)
  if (!source) return []
  const entries = KINDS.flatMap((kind) => annotated(source.annotations, kind).map((annotation, position) => ({ kind, annotation, position })))
  const indexOf = (annotation: Json) => (typeof annotation.index === 'number' ? annotation.index : Number.POSITIVE_INFINITY)
  return entries
    .map((entry, order) => ({ ...entry, order }))
    .sort((a, b) => indexOf(a.annotation) - indexOf(b.annotation) || a.order - b.order)
    .map(({ kind, annotation, position }) => {
      const key = `${kind}:${position}`
      const open = annotation.open !== false
      try {
        const figure = kind === 'plotly_graph_object' ? graphObjectFigure(annotation, section) : kind === 'plotly_express' ? expressFigure(annotation, section) : subplotsFigure(annotation, section)
        const label = typeof annotation.label === 'string' ? annotation.label : (titleText(figure.layout) ?? key)
        return { key, label, open, ...figure }
      } catch (error) {
        if (!(error instanceof PlotPathError)) throw error
        return { key, label: typeof annotation.label === 'string' ? annotation.label : key, open, error: error.message }
      }
    })
}
