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
import { useMemo, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { otherEntryPath } from '../../archive/entryRoutes.js'
import type { Archive } from '../../cards/types.js'
import { parseRange, RANGE_PLACEHOLDER } from './rangeFilter.js'
import { forceLayout, type Point } from './forceLayout.js'
import { HINTS, LEGEND, nodeTarget, workflowGraph, type GraphNode, type NodeKind } from './workflowGraph.js'

const COLORS: Record<NodeKind, string> = { input: '#2a9d8f', task: '#264653', workflow: '#e76f51', output: '#e9c46a' }
const COLUMN: Record<NodeKind, number> = { input: 0, task: 1, workflow: 1, output: 2 }
const ROW_HEIGHT = 44
const WIDTH = 600

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
  const rows = Math.max(filtered.inputs.length, filtered.tasks.length, filtered.outputs.length, 1)
  const columns = new Map<string, Point>()
  for (const list of [filtered.inputs, filtered.tasks, filtered.outputs])
    list.forEach((node, index) => columns.set(node.id, { x: 80 + COLUMN[node.kind] * ((WIDTH - 160) / 2), y: 30 + index * ROW_HEIGHT }))
  const height = rows * ROW_HEIGHT + 20
  const position = force ? forceLayout(columns, graph.links, { width: WIDTH, height }) : columns

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
      <svg width="100%" viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label="workflow graph">
        {graph.links.map((link) => {
          const from = position.get(link.from)
          const to = position.get(link.to)
          if (!from || !to) return null
          return <line key={`${link.from}-${link.to}`} x1={from.x} y1={from.y} x2={to.x} y2={to.y} stroke="#999" strokeWidth={2} style={{ cursor: 'pointer' }} onClick={() => setLinkLabel(link.label)} />
        })}
        {shown.map((node) => {
          const at = position.get(node.id)!
          return (
            <g key={node.id} transform={`translate(${at.x.toFixed(1)},${at.y.toFixed(1)})`} data-node={node.id}>
              <circle r={12} fill={COLORS[node.kind]} style={{ cursor: node.workflow ? 'pointer' : 'default' }} onClick={() => expand(node)} aria-label={`expand ${node.label}`}>
                {node.workflow && <title>{HINTS.expand}</title>}
              </circle>
              <text x={16} y={4} fontSize={12} style={{ cursor: 'pointer' }} onClick={() => openName(node)}>
                {node.label}
              </text>
            </g>
          )
        })}
      </svg>
      {linkLabel && <Typography variant="body2">Linked by: {linkLabel}</Typography>}
    </Box>
  )
}
