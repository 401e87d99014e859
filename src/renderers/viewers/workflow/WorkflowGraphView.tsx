import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import BubbleChartIcon from '@mui/icons-material/BubbleChart'
import ClearIcon from '@mui/icons-material/Clear'
import LegendToggleIcon from '@mui/icons-material/LegendToggle'
import RestartAltIcon from '@mui/icons-material/RestartAlt'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { useId, useMemo, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { otherEntryPath } from '../../archive/entryRoutes.js'
import type { Archive } from '../../cards/types.js'
import { parseRange, RANGE_PLACEHOLDER } from './rangeFilter.js'
import { useElementWidth } from '../useElementWidth.js'
import { columnLayout, columnsHeight } from './columnLayout.js'
import { forceLayout } from './forceLayout.js'
import { boundsOf, drawingSize, edgeShape, LABEL_FONT_SIZE, NODE_RADIUS, nodeBox, placeLabels, pointsBox, truncateLabel, type LabelSide } from './graphGeometry.js'
import { HINTS, LEGEND, nodeTarget, workflowGraph, type GraphLink, type GraphNode, type NodeKind, type WorkflowGraph } from './workflowGraph.js'

const COLORS: Record<NodeKind, string> = { input: '#2a9d8f', task: '#264653', workflow: '#e76f51', output: '#e9c46a' }
const EDGE_COLOR = '#999'
// Before the card is measured (and in tests without layout), the graph is laid out for this width.
const FALLBACK_WIDTH = 600
// Taller graphs scroll inside the card instead of stretching it.
const MAX_HEIGHT = 640
const SIDES: Record<NodeKind, readonly LabelSide[]> = {
  input: ['left', 'above', 'below', 'right'],
  output: ['right', 'above', 'below', 'left'],
  task: ['above', 'below', 'right', 'left'],
  workflow: ['above', 'below', 'right', 'left'],
}
const FORCE_SIDES: readonly LabelSide[] = ['above', 'below', 'right', 'left']

type Columns = Pick<WorkflowGraph, 'inputs' | 'tasks' | 'outputs'>

/** Positions, edges, labels and the bounds of the graph as drawn `width` pixels wide. */
function graphDrawing(columns: Columns, links: readonly GraphLink[], width: number, force: boolean) {
  const start = columnLayout(columns, width)
  const rows = Math.max(columns.inputs.length, columns.tasks.length, columns.outputs.length, 1)
  const position = force ? forceLayout(start, links, { width, height: columnsHeight(rows) }) : start
  const edges = links.flatMap((link) => {
    const from = position.get(link.from)
    const to = position.get(link.to)
    const shape = from && to ? edgeShape(from, to) : undefined
    return shape ? [{ link, shape }] : []
  })
  const nodes = [...columns.inputs, ...columns.tasks, ...columns.outputs]
  const labels = placeLabels(
    nodes.map((node) => ({ id: node.id, text: truncateLabel(node.label), at: position.get(node.id)!, sides: force ? FORCE_SIDES : SIDES[node.kind] })),
    edges.map((edge) => edge.shape.points),
  )
  const bounds = boundsOf([...nodes.map((node) => nodeBox(position.get(node.id)!)), ...[...labels.values()].map((label) => label.box), ...edges.map((edge) => pointsBox(edge.shape.points))])
  return { position, edges, labels, bounds }
}

type FilterTarget = 'inputs' | 'tasks' | 'outputs'

/** The interactive workflow graph of spec 3 §2.6 (columns of inputs, tasks and outputs). */
export function WorkflowGraphView({ archive, workflow, uploadId }: { archive: Archive; workflow: Record<string, unknown>; uploadId?: string }) {
  const [stack, setStack] = useState<Record<string, unknown>[]>([workflow])
  const [range, setRange] = useState('')
  const [target, setTarget] = useState<FilterTarget>('tasks')
  const [legend, setLegend] = useState(false)
  const [linkLabel, setLinkLabel] = useState<string>()
  const [force, setForce] = useState(false)
  const navigate = useNavigate()
  const frame = useRef<HTMLDivElement>(null)
  const width = useElementWidth(frame, FALLBACK_WIDTH)
  // One marker per graph: ids must be unique in the page and plain enough for url(#…).
  const arrowId = `workflow-arrow-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const { pathname } = useLocation()
  const current = stack[stack.length - 1]
  const graph = useMemo(() => workflowGraph(archive, current), [archive, current])

  let rangeError: string | undefined
  const filtered = { ...graph }
  try {
    const chosen = new Set(parseRange(range, graph[target].length))
    filtered[target] = graph[target].filter((_, index) => chosen.has(index))
  } catch (error) {
    rangeError = (error as Error).message
  }
  const shown = [...filtered.inputs, ...filtered.tasks, ...filtered.outputs]
  const { position, edges, labels, bounds } = graphDrawing(filtered, graph.links, width, force)
  const size = drawingSize(bounds, width)

  // Clicking a node expands it (a workflow into its tasks, a task into its inputs and outputs).
  const expand = (node: GraphNode) => {
    if (node.workflow) setStack([...stack, node.workflow])
  }
  // Clicking a name goes to the section in this entry's Data tab, or to the other entry's overview.
  const entryBase = /^(.*\/entry\/id\/[^/]+)/.exec(pathname)?.[1]
  const openName = (node: GraphNode) => {
    const target = node.reference ? nodeTarget(node.reference, uploadId) : node.path ? nodeTarget(`#${node.path}`) : undefined
    if (!target) return
    if (target.kind === 'section') void navigate(entryBase ? `${entryBase}/data/${target.path}` : `data/${target.path}`)
    else if (target.kind === 'entry') void navigate(otherEntryPath(pathname, target.entryId, { otherUpload: !target.sameUpload }))
    else void navigate(`/entry/query?${new URLSearchParams({ upload_id: target.uploadId, mainfile: target.mainfile }).toString()}`)
  }

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <TextField size="small" placeholder={RANGE_PLACEHOLDER} value={range} onChange={(event) => setRange(event.target.value)} error={rangeError !== undefined} sx={{ flex: 1 }} slotProps={{ htmlInput: { 'aria-label': 'range filter' } }} />
        <Tooltip title={HINTS.switchFilter}>
          <TextField select size="small" value={target} onChange={(event) => setTarget(event.target.value as FilterTarget)} slotProps={{ htmlInput: { 'aria-label': 'filtered node type' } }}>
            <MenuItem value="inputs">inputs</MenuItem>
            <MenuItem value="tasks">tasks</MenuItem>
            <MenuItem value="outputs">outputs</MenuItem>
          </TextField>
        </Tooltip>
        <IconButton aria-label="clear" onClick={() => setRange('')}>
          <ClearIcon />
        </IconButton>
        <IconButton aria-label="force simulation" aria-pressed={force} color={force ? 'primary' : 'default'} onClick={() => setForce(!force)}>
          <BubbleChartIcon />
        </IconButton>
        <IconButton aria-label="legend" onClick={() => setLegend(!legend)}>
          <LegendToggleIcon />
        </IconButton>
        <Tooltip title={HINTS.back}>
          <span>
            <IconButton aria-label="back" disabled={stack.length === 1} onClick={() => setStack(stack.slice(0, -1))}>
              <ArrowBackIcon />
            </IconButton>
          </span>
        </Tooltip>
        <IconButton aria-label="reset" onClick={() => { setStack([workflow]); setRange(''); setLinkLabel(undefined) }}>
          <RestartAltIcon />
        </IconButton>
      </Stack>
      {rangeError && <Alert severity="warning">{rangeError}</Alert>}
      {legend && (
        <Box aria-label="legend" sx={{ mb: 1 }}>
          {(Object.keys(LEGEND) as NodeKind[]).map((kind) => (
            <Typography key={kind} variant="body2">
              <Box component="span" sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', bgcolor: COLORS[kind], mr: 1 }} />
              {kind}: {LEGEND[kind]}
            </Typography>
          ))}
        </Box>
      )}
      <Box ref={frame} sx={{ width: '100%', maxHeight: MAX_HEIGHT, overflowY: 'auto', overflowX: 'hidden' }}>
        <svg width={size.width} height={size.height} viewBox={`${bounds.x.toFixed(1)} ${bounds.y.toFixed(1)} ${bounds.width.toFixed(1)} ${bounds.height.toFixed(1)}`} role="img" aria-label="workflow graph" style={{ display: 'block', margin: '0 auto' }}>
          <defs>
            <marker id={arrowId} viewBox="0 0 10 10" refX={10} refY={5} markerWidth={6} markerHeight={6} orient="auto-start-reverse">
              <path d="M0,0 L10,5 L0,10 z" fill={EDGE_COLOR} />
            </marker>
          </defs>
          <g data-layer="edges">
            {edges.map(({ link, shape }) => (
              <path key={`${link.from}-${link.to}`} d={shape.d} fill="none" stroke={EDGE_COLOR} strokeWidth={2} markerEnd={`url(#${arrowId})`} data-edge={`${link.from}->${link.to}`} style={{ cursor: 'pointer' }} onClick={() => setLinkLabel(link.label)}>
                <title>{link.label}</title>
              </path>
            ))}
          </g>
          <g data-layer="nodes">
            {shown.map((node) => {
              const at = position.get(node.id)!
              return (
                <g key={node.id} transform={`translate(${at.x.toFixed(1)},${at.y.toFixed(1)})`} data-node={node.id}>
                  <circle r={NODE_RADIUS} fill={COLORS[node.kind]} style={{ cursor: node.workflow ? 'pointer' : 'default' }} onClick={() => expand(node)} aria-label={`expand ${node.label}`}>
                    {node.workflow && <title>{HINTS.expand}</title>}
                  </circle>
                </g>
              )
            })}
          </g>
          {/* Labels come last, so they are drawn over every edge, each on a background of its own. */}
          <g data-layer="labels">
            {shown.map((node) => {
              const label = labels.get(node.id)
              if (!label) return null
              return (
                <g key={node.id} data-label={node.id} data-side={label.side} style={{ cursor: 'pointer' }} onClick={() => openName(node)}>
                  <rect x={label.box.x} y={label.box.y} width={label.box.width} height={label.box.height} rx={3} fill="#fff" fillOpacity={0.9} />
                  <text x={label.x} y={label.y} fontSize={LABEL_FONT_SIZE} textAnchor={label.anchor}>
                    {truncateLabel(node.label)}
                  </text>
                  {node.label.length > truncateLabel(node.label).length && <title>{node.label}</title>}
                </g>
              )
            })}
          </g>
        </svg>
      </Box>
      {linkLabel && <Typography variant="body2">Linked by: {linkLabel}</Typography>}
    </Box>
  )
}
