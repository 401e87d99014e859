/**
 * The plots of a section lane (spec 3 §2.2, §3.1, §4.1): the section definition's plot
 * annotations (`m_annotations.plot`, NOMAD's `a_plot`) and the plotly figures in the section's
 * `figures` list, as plotly data and layout. Paths in them are read by plotPaths.ts.
 */
import type { Annotations, Model, QuantityDef, SectionDef } from '../../engine/metainfo/index.js'
import { isSection, type LaneKey } from './lanes.js'
import { hasPlotlyAnnotations, plotlyAnnotationPlots } from './plotlyAnnotations.js'
import { plotPathName, PlotPathError, plotPathSteps, resolvePlotPath, unresolvedPathText } from './plotPaths.js'

type Json = Record<string, unknown>

export interface SectionPlot {
  key: string
  label: string
  /** Shown at first (figures marked open: false are not). */
  open: boolean
  data?: Json[]
  layout?: Json
  /** plotly's config (e.g. displayModeBar), as a graph object annotation gives it. */
  config?: Json
  /** Why the plot cannot be drawn (a spec text), instead of data. */
  error?: string
  /** For a figure: the lane keys of its figure quantity (…/figures:{index}/figure). */
  link?: LaneKey[]
}

/** Plot annotations as NOMAD writes them: y, or the older y_axis / yAxis. */
interface PlotAnnotation {
  label?: unknown
  title?: unknown
  x?: unknown
  y?: unknown
  y_axis?: unknown
  yAxis?: unknown
  lines?: unknown
  layout?: unknown
  config?: unknown
}

const asList = (value: unknown): unknown[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value])

const own = (annotations: Annotations) => asList(annotations.plot ?? annotations.a_plot).filter(isSection) as PlotAnnotation[]

/** The section's own plot annotations, else the nearest base section's. */
export function plotAnnotations(def: SectionDef | undefined, model?: Model): PlotAnnotation[] {
  if (!def) return []
  const first = own(def.annotations)
  if (first.length > 0 || !model) return first
  for (const base of def.allBaseSections) {
    const found = model.sections[base] ? own(model.sections[base].annotations) : []
    if (found.length > 0) return found
  }
  return []
}

/** Deep merge of plain objects (b wins), for layouts given in parts. */
function merged(a: Json, b: unknown): Json {
  if (!isSection(b)) return a
  const result: Json = { ...a }
  for (const [key, value] of Object.entries(b)) result[key] = isSection(value) && isSection(result[key]) ? merged(result[key] as Json, value) : value
  return result
}

function axisTitle(path: string, def: SectionDef | undefined): string {
  const name = plotPathName(path)
  const steps = plotPathSteps(path)
  const quantity: QuantityDef | undefined = steps.length === 1 ? def?.allQuantities.find((q) => q.name === name) : undefined
  return quantity?.unit ? `${name} (${quantity.unit})` : name
}

function errorText(error: unknown): string {
  if (error instanceof PlotPathError) return error.message
  throw error
}

/** One annotation as plotly data: a trace per y path, x paired by position when x is a list too. */
export function annotationPlot(annotation: PlotAnnotation, section: Json, def: SectionDef | undefined, key: string): SectionPlot {
  const ys = asList(annotation.y ?? annotation.y_axis ?? annotation.yAxis).map(String)
  const xs = asList(annotation.x).map(String)
  const label = typeof annotation.label === 'string' ? annotation.label : typeof annotation.title === 'string' ? annotation.title : ys.map(plotPathName).join(', ') || key
  try {
    if (ys.length === 0) throw new PlotPathError(unresolvedPathText('y'))
    const lines = asList(annotation.lines)
    // Without x, plotly draws y against the item index.
    const data = ys.map((y, i) => {
      const x = xs.length > 0 ? { x: resolvePlotPath(section, xs[Math.min(i, xs.length - 1)]) } : {}
      return { type: 'scatter', mode: 'lines', name: plotPathName(y), ...x, y: resolvePlotPath(section, y), ...(isSection(lines[i]) ? lines[i] : {}) } as Json
    })
    const layout = merged(
      { title: { text: label }, xaxis: { title: { text: xs.length > 0 ? axisTitle(xs[0], def) : '' } }, yaxis: { title: { text: ys.length === 1 ? axisTitle(ys[0], def) : '' } }, showlegend: ys.length > 1 },
      annotation.layout,
    )
    return { key, label, open: true, data, layout }
  } catch (error) {
    return { key, label, open: true, error: errorText(error) }
  }
}

/** Trace values written as '#path' name quantities of the section holding the figure. */
function resolveTrace(trace: unknown, section: Json): Json {
  if (!isSection(trace)) return {}
  return Object.fromEntries(Object.entries(trace).map(([name, value]) => [name, typeof value === 'string' && value.startsWith('#') ? resolvePlotPath(section, value) : value]))
}

/** A figure item of the `figures` list (label, index, open, figure: {data, layout}). */
export function figurePlot(item: unknown, position: number, section: Json, lanePath: readonly LaneKey[]): SectionPlot {
  const figure = isSection(item) && isSection(item.figure) ? item.figure : {}
  const layout = isSection(figure.layout) ? figure.layout : {}
  const title = isSection(layout.title) ? layout.title.text : layout.title
  const label = isSection(item) && typeof item.label === 'string' ? item.label : typeof title === 'string' ? title : `figures:${position}`
  const base = { key: `figures:${position}`, label, open: !(isSection(item) && item.open === false), link: [...lanePath, { name: 'figures', index: position }, { name: 'figure' }] }
  try {
    if (figure.data === undefined) throw new PlotPathError(unresolvedPathText(`figures/${position}/figure/data`))
    return { ...base, data: asList(figure.data).map((trace) => resolveTrace(trace, section)), layout }
  } catch (error) {
    return { ...base, error: errorText(error) }
  }
}

/**
 * All plots of a section (plot annotations first, then figures by their index), with the full section at hand.
 * A section NOMAD processed holds the figures its plotly annotations declare; one processed here does
 * not, and those annotations are drawn from the definition instead.
 */
export function sectionPlots(section: Json, def: SectionDef | undefined, lanePath: readonly LaneKey[], model?: Model): SectionPlot[] {
  const annotations = plotAnnotations(def, model).map((annotation, i) => annotationPlot(annotation, section, def, `plot:${i}`))
  const figures = Array.isArray(section.figures) ? section.figures : []
  const ordered = figures
    .map((item, position) => ({ item, position, index: isSection(item) && typeof item.index === 'number' ? item.index : Number.POSITIVE_INFINITY }))
    .sort((a, b) => a.index - b.index || a.position - b.position)
  const drawn = ordered.length > 0 ? ordered.map(({ item, position }) => figurePlot(item, position, section, lanePath)) : plotlyAnnotationPlots(section, def, model)
  return [...annotations, ...drawn]
}

/** A quantity's own plot annotations, read against the section holding it. */
export function quantityPlots(quantity: QuantityDef | undefined, section: Json, sectionDef: SectionDef | undefined): SectionPlot[] {
  return quantity ? own(quantity.annotations).map((annotation, i) => annotationPlot(annotation, section, sectionDef, `plot:${i}`)) : []
}

/** Whether a quantity's lane has plots to show. */
export function hasQuantityPlots(quantity: QuantityDef | undefined): boolean {
  return quantity !== undefined && own(quantity.annotations).length > 0
}

/** Whether a section lane has plots to show (before its full contents are loaded). */
export function hasPlots(section: Json, def: SectionDef | undefined, model?: Model): boolean {
  return plotAnnotations(def, model).length > 0 || (Array.isArray(section.figures) && section.figures.length > 0) || hasPlotlyAnnotations(def, model)
}
