import DownloadIcon from '@mui/icons-material/Download'
import FullscreenIcon from '@mui/icons-material/Fullscreen'
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit'
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera'
import ReplayIcon from '@mui/icons-material/Replay'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import IconButton from '@mui/material/IconButton'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { ApiClient } from '../../../engine/api/client.js'
import { DOWNLOAD_FORMATS, downloadSystem } from './download.js'
import { ElementLegend } from './ElementLegend.js'
import { latticeArrows, type LatticeArrow } from './latticeArrows.js'
import { legendEntries, type LegendEntry } from './legend.js'
import { loadStructureScene } from './loadScene.js'
import { BONDS_SHOWN_BELOW, DEFAULT_SIZE_LIMIT, DOWNLOAD_UNAVAILABLE, NO_WEBGL_TEXT, STRUCTURE_ERROR, tooLargeText, viewerDefaults } from './limits.js'
import { ProjectedLabels } from './ProjectedLabels.js'
import type { StructureScene } from './scene.js'
import { composeScreenshot, saveDataUrl } from './screenshot.js'
import { defaultWrapMode, findBonds, WRAP_MODES, wrappedPositions, type Structure, type WrapMode } from './structure.js'

export interface StructureViewerProps {
  structure: Structure | undefined
  /** With both, the viewer offers downloads through `GET systems/{entryId}?path=...`. */
  download?: { api: ApiClient; entryId: string; path: string }
  sizeLimit?: number
  height?: number
  /** Indices of atoms to show highlighted (a subsystem); the others are dimmed. */
  highlight?: number[]
}

export const SCREENSHOT_FILE = 'structure.png'

type SceneState = 'loading' | 'ready' | 'no-webgl' | 'error'

/**
 * A 3D view of atoms, bonds and cell (spec 3 §4.2): wrap modes, bonds toggle, fullscreen, downloads,
 * reset view, screenshot, an element legend, a/b/c lattice arrows and a highlighted subsystem.
 */
export function StructureViewer({ structure, download, sizeLimit = DEFAULT_SIZE_LIMIT, height = 400, highlight }: StructureViewerProps) {
  const nAtoms = structure?.species.length ?? 0
  const defaults = viewerDefaults(nAtoms, sizeLimit)
  const [accepted, setAccepted] = useState(false)
  const [showBonds, setShowBonds] = useState(defaults.bondsShown)
  const [wrapMode, setWrapMode] = useState<WrapMode>(structure ? defaultWrapMode(structure) : 'original')
  const [fullscreen, setFullscreen] = useState(false)
  const [downloadFailed, setDownloadFailed] = useState(false)
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null)
  const [scene, setScene] = useState<StructureScene | null>(null)
  const frame = useRef<HTMLDivElement>(null)
  const legend = useMemo(() => legendEntries(structure?.species ?? []), [structure?.species])
  const arrows = useMemo(() => latticeArrows(structure?.cell), [structure?.cell])

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frame.current)
    document.addEventListener('fullscreenchange', onChange)
    return () => document.removeEventListener('fullscreenchange', onChange)
  }, [])

  if (!structure || nAtoms === 0) return <Alert severity="info">{STRUCTURE_ERROR}</Alert>
  if (defaults.needsConfirmation && !accepted)
    return (
      <Alert severity="info" action={<Button onClick={() => setAccepted(true)}>Yes</Button>}>
        {tooLargeText(sizeLimit, nAtoms)}
      </Alert>
    )

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen()
    else void frame.current?.requestFullscreen?.()
  }

  const save = (format: (typeof DOWNLOAD_FORMATS)[number]) => {
    setMenuAnchor(null)
    if (!download) return
    setDownloadFailed(false)
    downloadSystem(download.api, download.entryId, download.path, format, wrapMode).catch(() => setDownloadFailed(true))
  }

  const screenshot = () => {
    if (!scene) return
    const canvas = scene.snapshot()
    const texts = arrows.flatMap(({ label, color, labelAt }) => {
      const at = scene.project(labelAt)
      return at ? [{ text: label, color, ...at }] : []
    })
    saveDataUrl(composeScreenshot(canvas, texts, legend), SCREENSHOT_FILE)
  }

  return (
    <Box ref={frame} sx={{ bgcolor: 'background.paper', display: 'flex', flexDirection: 'column', height: fullscreen ? '100vh' : undefined }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: "center" }}>
        <TextField select size="small" label="Wrap mode" value={wrapMode} onChange={(event) => setWrapMode(event.target.value as WrapMode)} sx={{ minWidth: 120 }}>
          {WRAP_MODES.map((mode) => (
            <MenuItem key={mode} value={mode}>
              {mode}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={showBonds && defaults.bondsEnabled} disabled={!defaults.bondsEnabled} onChange={(event) => setShowBonds(event.target.checked)} />}
          label="Bonds"
        />
        <Box sx={{ flexGrow: 1 }} />
        {download && (
          <>
            <Tooltip title="Download structure">
              <IconButton aria-label="Download structure" onClick={(event) => setMenuAnchor(event.currentTarget)}>
                <DownloadIcon />
              </IconButton>
            </Tooltip>
            <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
              {DOWNLOAD_FORMATS.map((format) => (
                <MenuItem key={format} onClick={() => save(format)}>
                  {format}
                </MenuItem>
              ))}
            </Menu>
          </>
        )}
        <Tooltip title="Reset view">
          <span>
            <IconButton aria-label="Reset view" disabled={!scene} onClick={() => scene?.resetView()}>
              <ReplayIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Take a screenshot">
          <span>
            <IconButton aria-label="Take a screenshot" disabled={!scene} onClick={screenshot}>
              <PhotoCameraIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={fullscreen ? 'Exit fullscreen' : 'Fullscreen'}>
          <IconButton aria-label={fullscreen ? 'Exit fullscreen' : 'Fullscreen'} onClick={toggleFullscreen}>
            {fullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
          </IconButton>
        </Tooltip>
      </Stack>
      {downloadFailed && <Alert severity="warning">{DOWNLOAD_UNAVAILABLE}</Alert>}
      <SceneView
        structure={structure}
        wrapMode={wrapMode}
        showBonds={showBonds && defaults.bondsEnabled}
        reducedDetail={defaults.reducedDetail}
        height={fullscreen ? undefined : height}
        highlight={highlight}
        legend={legend}
        arrows={arrows}
        onScene={setScene}
        drawn={scene}
      />
    </Box>
  )
}

interface SceneViewProps {
  structure: Structure
  wrapMode: WrapMode
  showBonds: boolean
  reducedDetail: boolean
  height?: number
  highlight?: number[]
  legend: readonly LegendEntry[]
  arrows: readonly LatticeArrow[]
  /** Told the scene once it draws, and null when it is gone. */
  onScene: (scene: StructureScene | null) => void
  /** The scene as last told, for the overlays. */
  drawn: StructureScene | null
}

function SceneView({ structure, wrapMode, showBonds, reducedDetail, height, highlight, legend, arrows, onScene, drawn }: SceneViewProps) {
  const container = useRef<HTMLDivElement>(null)
  const scene = useRef<StructureScene | null>(null)
  const [state, setState] = useState<SceneState>('loading')
  const arrowLabels = useMemo(() => arrows.map(({ label, color, labelAt }) => ({ key: label, text: label, color, position: labelAt })), [arrows])
  const positions = useMemo(() => wrappedPositions(structure, wrapMode), [structure, wrapMode])
  const bonds = useMemo(() => (showBonds ? findBonds(structure.species, positions) : []), [showBonds, structure.species, positions])

  useEffect(() => {
    let disposed = false
    loadStructureScene()
      .then(({ hasWebGL, StructureScene }) => {
        if (disposed || !container.current) return
        if (!hasWebGL()) return setState('no-webgl')
        // Multisampling costs much on software WebGL: kept for small systems, where edges matter most.
        scene.current = new StructureScene(container.current, { antialias: structure.species.length < BONDS_SHOWN_BELOW })
        setState('ready')
        onScene(scene.current)
      })
      .catch((error: unknown) => {
        console.error(error)
        if (!disposed) setState('error')
      })
    return () => {
      disposed = true
      scene.current?.dispose()
      scene.current = null
      onScene(null)
    }
    // The renderer is made once per viewer; reducedDetail follows the structure, which a viewer keeps.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    if (state !== 'ready' || !scene.current) return
    const current = scene.current
    Promise.resolve()
      .then(() => current.setContent({ species: structure.species, positions, cell: structure.cell, bonds, showBonds, reducedDetail, highlight }))
      .catch((error: unknown) => {
        console.error(error)
        setState('error')
      })
  }, [state, structure, positions, bonds, showBonds, reducedDetail, highlight])

  if (state === 'no-webgl') return <Alert severity="info">{NO_WEBGL_TEXT}</Alert>
  if (state === 'error') return <Alert severity="error">{STRUCTURE_ERROR}</Alert>
  return (
    <Box sx={{ position: 'relative', width: '100%', height: height ?? '100%', flexGrow: 1, minHeight: 200 }}>
      <Box ref={container} data-testid="structure-canvas" data-state={state} sx={{ width: '100%', height: '100%' }} />
      {state === 'ready' && drawn && (
        <>
          <ProjectedLabels projector={drawn} labels={arrowLabels} testId="lattice-label" />
          <ElementLegend entries={legend} />
        </>
      )}
    </Box>
  )
}
