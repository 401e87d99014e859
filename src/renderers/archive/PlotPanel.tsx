import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import ListSubheader from '@mui/material/ListSubheader'
import { useEffect, useMemo, useState } from 'react'
import type { Config, Data, Layout } from 'plotly.js-dist-min'
import type { Model, QuantityDef, SectionDef } from '../../engine/metainfo/index.js'
import { Plot } from '../viewers/plot/Plot.js'
import { laneKeyText, type LaneKey } from './lanes.js'
import { hasPlots, quantityPlots, sectionPlots, type SectionPlot } from './sectionPlots.js'

type Json = Record<string, unknown>

export const PLOT_HEIGHT = 250
const PLOT_MARGIN = { l: 50, r: 10, t: 30, b: 40 }

export interface PlotPanelProps {
  /** The section as its lane holds it (sub sections may be stubs). */
  section: Json
  def?: SectionDef
  model?: Model
  lanePath: LaneKey[]
  /** Loads the whole section, when the plots read more than the lane holds (figures, sub section paths). */
  loadFull?: () => Promise<unknown>
  onNavigate: (path: LaneKey[]) => void
}

/** The 'plot' panel of a section lane: a chip per plot (multi-selectable, open ones selected), then the selected plots. */
export function PlotPanel(props: PlotPanelProps) {
  if (!hasPlots(props.section, props.def, props.model)) return null
  return <LoadedPlots {...props} />
}

function LoadedPlots({ section, def, model, lanePath, loadFull, onNavigate }: PlotPanelProps) {
  // The whole section as loadFull answers it; without loadFull the lane's section is already whole.
  const [loaded, setLoaded] = useState<Json | undefined>(undefined)
  useEffect(() => {
    if (!loadFull) return
    let live = true
    loadFull().then(
      (value) => live && setLoaded(value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : section),
      () => live && setLoaded(section),
    )
    return () => {
      live = false
    }
  }, [loadFull, section])
  const full = loadFull ? loaded : section
  const pathKey = JSON.stringify(lanePath)
  const plots = useMemo(() => (full ? sectionPlots(full, def, JSON.parse(pathKey) as LaneKey[], model).map(withMargin) : undefined), [full, def, model, pathKey])
  if (!plots) return null
  return <Plots plots={plots} onNavigate={onNavigate} />
}

/** A quantity's plot annotations in its lane (e.g. x: time, y: this quantity), read from the section holding it. */
export function QuantityPlots({ quantity, section, sectionDef, onNavigate }: { quantity?: QuantityDef; section: Json; sectionDef?: SectionDef; onNavigate: (path: LaneKey[]) => void }) {
  const plots = useMemo(() => quantityPlots(quantity, section, sectionDef).map(withMargin), [quantity, section, sectionDef])
  if (plots.length === 0) return null
  return <Plots plots={plots} onNavigate={onNavigate} />
}

/** A plot with its own layout keeps that layout, with the panel's margins unless it sets its own. */
function withMargin(plot: SectionPlot): SectionPlot {
  return plot.layout ? { ...plot, layout: { margin: PLOT_MARGIN, ...plot.layout } } : plot
}

/** Plots with a chip each to show or hide them; open ones are shown at first. */
export function Plots({ plots, onNavigate }: { plots: SectionPlot[]; onNavigate: (path: LaneKey[]) => void }) {
  const [shown, setShown] = useState(() => new Set(plots.filter((p) => p.open).map((p) => p.key)))
  const toggle = (key: string) => setShown((current) => (current.has(key) ? new Set([...current].filter((k) => k !== key)) : new Set([...current, key])))
  return (
    <Box data-testid="plot-panel">
      <ListSubheader>plot</ListSubheader>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, px: 2 }}>
        {plots.map((plot) => (
          <Chip key={plot.key} size="small" label={plot.label} color={shown.has(plot.key) ? 'primary' : 'default'} variant={shown.has(plot.key) ? 'filled' : 'outlined'} onClick={() => toggle(plot.key)} aria-pressed={shown.has(plot.key)} />
        ))}
      </Box>
      {plots
        .filter((plot) => shown.has(plot.key))
        .map((plot) => (
          <Box key={plot.key} sx={{ px: 1, py: 1 }} data-testid="section-plot">
            {plot.error ? (
              <Alert severity="error">{plot.error}</Alert>
            ) : (
              <Plot data={plot.data as Data[]} layout={plot.layout as Partial<Layout>} config={plot.config as Partial<Config> | undefined} height={PLOT_HEIGHT} label={plot.label} />
            )}
            {plot.link && (
              <Link component="button" variant="caption" onClick={() => onNavigate(plot.link!)}>
                {plot.link.map(laneKeyText).join('/')}
              </Link>
            )}
          </Box>
        ))}
    </Box>
  )
}
