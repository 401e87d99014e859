import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import CircularProgress from '@mui/material/CircularProgress'
import DownloadIcon from '@mui/icons-material/CloudDownload'
import ReloadIcon from '@mui/icons-material/Replay'
import AddIcon from '@mui/icons-material/Add'
import SaveIcon from '@mui/icons-material/Save'
import FormControlLabel from '@mui/material/FormControlLabel'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListSubheader from '@mui/material/ListSubheader'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { useMemo, useState } from 'react'
import type { ApiClient } from '../../engine/api/client.js'
import type { Model, QuantityDef, SectionDef } from '../../engine/metainfo/index.js'
import { childDefinition, sectionDefinitionAt } from './definitions.js'
import { addSubSection, deleteAtPath, replaceSection, setQuantity, setSectionDefinition } from '../../engine/archive/edit.js'
import { joinArchivePath, splitArchivePath, type ArchivePath } from '../../engine/archive/paths.js'
import { ArchiveDefinitionLane, METAINFO_STEP } from './ArchiveDefinitionLane.js'
import { AttributeLane } from './AttributeLane.js'
import { downloadArchive } from './download.js'
import { editorKind, excludedFromEditing, mayEditProperty, sectionIsEditable, type ArchiveEditing } from './editing.js'
import { attributeDefinitions, attributeName, attributeStep, isAttributeStep } from './attributes.js'
import { LaneBox } from './LaneBox.js'
import { laneWidth } from './laneWidth.js'
import { hasPlots } from './sectionPlots.js'
import { MetainfoLink } from './MetainfoLink.js'
import { otherEntryResolver, type ReferenceResolver } from './otherEntries.js'
import { PlotPanel } from './PlotPanel.js'
import { ReferencedBy, type ReferencedByQuery } from './ReferencedBy.js'
import { archivePathOf, isSection, laneKeysOf, laneKeyText, parseLaneKey, sectionContents, type LaneKey } from './lanes.js'
import { JsonSectionEditor } from './JsonSectionEditor.js'
import { QuantityEditor } from './QuantityEditor.js'
import type { RawFilesAccess } from './Hdf5Panel.js'
import { QuantityLane } from './QuantityLane.js'
import { RepeatingList } from './RepeatingList.js'
import { SectionEditBar } from './SectionEditBar.js'
import { useLaneSection } from './useLaneSection.js'
import { useWholeSection } from './useWholeSection.js'
import { useFollowNewestLane } from '../common/useFollowNewestLane.js'

type Json = Record<string, unknown>

export interface ArchiveBrowserProps {
  /** The selected lane keys, e.g. [{name: 'run', index: 0}, {name: 'system', index: 0}]. */
  path: LaneKey[]
  onNavigate: (path: LaneKey[]) => void
  /**
   * Loads the section at an archive path (only what that lane shows); undefined when there is none.
   * With `whole` (as laneLoader gives), plots can read everything below a section.
   */
  loadSection: ((path: (string | number)[]) => Promise<Json | undefined>) & { whole?: (path: (string | number)[]) => Promise<unknown> }
  /** Definitions: Strata's metainfo plus the entry's schemas. */
  model?: Model
  /** Entries referencing a section (the 'referenced by' item of each section lane). */
  queryReferencedBy?: ReferencedByQuery
  onOpenEntry?: (entryId: string) => void
  /**
   * With the entry's id, references into other entries are resolved through the API and can be
   * followed, and the toolbar offers to download the archive.
   */
  api?: Pick<ApiClient, 'post' | 'get' | 'url'>
  entryId?: string
  /** Loads the archive anew (the toolbar's reload button). */
  onReload?: () => void
  /** API failures of toolbar actions (spec 3 §8: passed to the general error raiser). */
  onError?: (error: unknown) => void
  /** The entry's upload and the API to read its raw files: HDF5 references then show their dataset. */
  rawFiles?: RawFilesAccess
  /** Given for an archive the user may edit: sections meant for editing get add, delete and quantity editors. */
  editing?: ArchiveEditing
}

/** The toolbar's labels and tooltips, as NOMAD words them. */
export const ARCHIVE_TOOLBAR_TEXTS = {
  download: 'download the archive',
  reload: 'Reload archive',
  codeSpecific: 'code specific',
  codeSpecificHint: 'Enable to also show all code specific data',
  allDefined: 'all defined',
  allDefinedHint: 'Enable to also show metadata that is in principle available, but not within this entry',
  definitions: 'definitions',
  definitionsHint: 'Show the Metainfo definition on the bottom of each lane',
  save: 'Save archive',
}

interface ShownProperties {
  showCodeSpecific: boolean
  showAllDefined: boolean
  /** The 'metainfo' item at the bottom of each section lane. */
  showMeta: boolean
}

/** The archive browser: one lane per step of the path, each loaded on its own when it is shown. */
export function ArchiveBrowser(props: ArchiveBrowserProps) {
  const { api, entryId } = props
  // As in NOMAD, the two toggles exclude each other: all defined code-specific properties would be too many.
  const [shown, setShown] = useState<ShownProperties>({ showCodeSpecific: false, showAllDefined: false, showMeta: false })
  const resolveReference = useMemo(() => (api && entryId ? otherEntryResolver(api, entryId) : undefined), [api, entryId])
  const lanesRef = useFollowNewestLane<HTMLDivElement>()
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <JumpToPath onJump={props.onNavigate} />
        <Tooltip title={ARCHIVE_TOOLBAR_TEXTS.codeSpecificHint}>
          <FormControlLabel
            control={<Checkbox size="small" checked={shown.showCodeSpecific} onChange={(_, checked) => setShown({ ...shown, showCodeSpecific: checked, showAllDefined: checked ? false : shown.showAllDefined })} />}
            label={ARCHIVE_TOOLBAR_TEXTS.codeSpecific}
          />
        </Tooltip>
        <Tooltip title={ARCHIVE_TOOLBAR_TEXTS.allDefinedHint}>
          <FormControlLabel
            control={<Checkbox size="small" checked={shown.showAllDefined} onChange={(_, checked) => setShown({ ...shown, showAllDefined: checked, showCodeSpecific: checked ? false : shown.showCodeSpecific })} />}
            label={ARCHIVE_TOOLBAR_TEXTS.allDefined}
          />
        </Tooltip>
        <Tooltip title={ARCHIVE_TOOLBAR_TEXTS.definitionsHint}>
          <FormControlLabel
            control={<Checkbox size="small" checked={shown.showMeta} onChange={(_, checked) => setShown({ ...shown, showMeta: checked })} />}
            label={ARCHIVE_TOOLBAR_TEXTS.definitions}
          />
        </Tooltip>
        <Box sx={{ flexGrow: 1 }} />
        {api && entryId && (
          <Tooltip title={ARCHIVE_TOOLBAR_TEXTS.download}>
            <IconButton aria-label={ARCHIVE_TOOLBAR_TEXTS.download} onClick={() => downloadArchive(api, entryId).catch((error: unknown) => props.onError?.(error))}>
              <DownloadIcon />
            </IconButton>
          </Tooltip>
        )}
        {props.editing && (
          <Tooltip title={ARCHIVE_TOOLBAR_TEXTS.save}>
            <span>
              <IconButton
                color="primary"
                aria-label={ARCHIVE_TOOLBAR_TEXTS.save}
                disabled={!props.editing.changed || props.editing.saving}
                onClick={() => props.editing?.save().catch((error: unknown) => props.onError?.(error))}
              >
                {props.editing.saving ? <CircularProgress size={20} /> : <SaveIcon />}
              </IconButton>
            </span>
          </Tooltip>
        )}
        {props.onReload && (
          <Tooltip title={ARCHIVE_TOOLBAR_TEXTS.reload}>
            <IconButton color="primary" aria-label={ARCHIVE_TOOLBAR_TEXTS.reload} onClick={props.onReload}>
              <ReloadIcon />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      <Box ref={lanesRef} data-testid="archive-lanes" sx={{ display: 'flex', overflowX: 'auto', border: 1, borderColor: 'divider', height: 600 }}>
        <Lane {...props} depth={0} {...shown} resolveReference={resolveReference} />
      </Box>
    </Box>
  )
}

/** The toolbar's search box: a path such as 'run/0/system/0' or 'run:0/system:0' opens its lanes. */
function JumpToPath({ onJump }: { onJump: (path: LaneKey[]) => void }) {
  const [text, setText] = useState('')
  const jump = () => {
    const steps = splitArchivePath(text.trim())
    if (steps.length > 0) onJump(laneKeysOf(steps.flatMap((step) => (typeof step === 'string' ? parseLaneKeyParts(step) : [step]))))
  }
  return (
    <TextField
      size="small"
      label="Jump to path"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => event.key === 'Enter' && jump()}
      sx={{ minWidth: 280 }}
    />
  )
}

/** 'system:1' → ['system', 1]; other steps stay as they are. */
function parseLaneKeyParts(step: string): (string | number)[] {
  const key = parseLaneKey(step)
  return key.index === undefined ? [key.name] : [key.name, key.index]
}

/** A property the definition allows but the entry does not hold: greyed, nothing to open. */
function AbsentItem({ name }: { name: string }) {
  return (
    <ListItemButton disabled data-testid="absent-property">
      {name}
    </ListItemButton>
  )
}

interface LaneProps extends ArchiveBrowserProps, ShownProperties {
  depth: number
  /** The definition of the lane before (its chosen m_def taken into account). */
  parentDef?: SectionDef
  resolveReference?: ReferenceResolver
  /** Properties that sections above list as not editable (their ELN annotations). */
  excluded?: ReadonlySet<string>
}

/** The section lane at `depth` (the section the first `depth` keys select) and, recursively, the lanes after it. */
function Lane(props: LaneProps) {
  const { depth, path, loadSection, model } = props
  const keys = path.slice(0, depth)
  const state = useLaneSection(loadSection, archivePathOf(keys))
  if (state.status === 'loading')
    return (
      <LaneBox>
        <CircularProgress size={20} sx={{ m: 2 }} aria-label="loading..." />
      </LaneBox>
    )
  if (state.status !== 'loaded')
    return (
      <LaneBox>
        <Typography sx={{ p: 2 }} color="error">
          {`The item "${keys.map(laneKeyText).join('/')}" could not be found.`}
        </Typography>
      </LaneBox>
    )
  const def = depth === 0 ? sectionDefinitionAt(model, []) : model && childDefinition(model, props.parentDef, keys[depth - 1].name, state.section.m_def)
  return <SectionAndNext {...props} section={state.section} def={def} />
}

function SectionAndNext(props: LaneProps & { section: Json; def?: SectionDef }) {
  const { depth, path, onNavigate, section, def, showCodeSpecific, showAllDefined, editing, model } = props
  const archivePath = archivePathOf(path.slice(0, depth))
  const editable = Boolean(editing?.ready) && sectionIsEditable(model, archivePath, def)
  const excludedAbove = props.excluded ?? NOTHING_EXCLUDED
  const excluded = useMemo(() => new Set([...excludedAbove, ...excludedFromEditing(def)]), [excludedAbove, def])
  const contents = sectionContents(section, def, { showCodeSpecific, showAllDefined: showAllDefined || editable })
  const edit = (change: (archive: Json) => Json, then?: () => void) =>
    editing
      ?.apply(change)
      .then(then)
      .catch((error: unknown) => props.onError?.(error))
  const addTo = (name: string, repeats: boolean) => {
    let added: ArchivePath = []
    edit(
      (archive) => {
        const result = addSubSection(archive, archivePath, name, repeats)
        added = result.path
        return result.archive
      },
      () => onNavigate(laneKeysOf(added)),
    )
  }
  const editableQuantity = (item: { name: string; def?: QuantityDef }) => (editable && item.def && mayEditProperty(editable, item.name, excluded) ? editorKind(item.def) : undefined)
  const declared = depth > 0 && props.parentDef && model ? childDefinition(model, props.parentDef, path[depth - 1].name) : undefined
  const selected = path[depth]
  const select = (key: LaneKey) => onNavigate([...path.slice(0, depth), key])
  const quantity = selected && contents.quantities.find((q) => !q.absent && q.name === selected.name && selected.index === undefined)
  const subSection = selected && contents.subSections.find((s) => !s.absent && s.name === selected.name)
  const selectedAttribute = isAttributeStep(selected?.name) ? attributeName(selected.name) : undefined
  const lanePath = path.slice(0, depth)
  const whole = props.loadSection.whole
  const laneKey = JSON.stringify(lanePath)
  const loadFull = useMemo(() => (whole ? () => whole(archivePathOf(JSON.parse(laneKey) as LaneKey[])) : undefined), [whole, laneKey])
  const [jsonShown, setJsonShown] = useState(false)
  const jsonSection = useWholeSection(editable && jsonShown ? loadFull : undefined)
  const quantityKey = quantity ? `${laneKey}/${quantity.name}` : undefined
  const loadWhole = useMemo(
    () => (whole && quantityKey && quantity ? () => whole([...archivePathOf(JSON.parse(laneKey) as LaneKey[]), quantity.name]) : undefined),
    [whole, quantityKey], // eslint-disable-line react-hooks/exhaustive-deps
  )
  return (
    <>
      <LaneBox width={laneWidth({ def, showsPlots: hasPlots(section, def, model) })}>
        <List dense disablePadding aria-label={depth === 0 ? 'archive root' : `lane ${depth}`}>
          {def && (
            <Typography variant="caption" color="text.secondary" sx={{ px: 2, display: 'block' }} data-testid="section-definition">
              <MetainfoLink path={[def.qualifiedName]}>{def.name}</MetainfoLink>
            </Typography>
          )}
          {editable && model && def && (
            <SectionEditBar
              model={model}
              entryId={props.entryId}
              section={section}
              def={def}
              declared={declared}
              deletable={archivePath.length > 1 && !excludedAbove.has(path[depth - 1].name)}
              onDelete={() => edit((archive) => deleteAtPath(archive, archivePath), () => onNavigate(path.slice(0, depth - 1)))}
              onChooseDefinition={(reference) => edit((archive) => setSectionDefinition(archive, archivePath, reference), () => onNavigate(path.slice(0, depth)))}
              json={jsonShown}
              onToggleJson={loadFull ? () => setJsonShown(!jsonShown) : undefined}
            />
          )}
          {editable && jsonShown && (
            <Box sx={{ px: 2, py: 1 }}>
              {jsonSection ? (
                <JsonSectionEditor section={jsonSection} locked={[...excluded]} onChange={(next) => edit((archive) => replaceSection(archive, archivePath, next), () => onNavigate(path.slice(0, depth)))} />
              ) : (
                <CircularProgress size={20} aria-label="loading..." />
              )}
            </Box>
          )}
          {!(editable && jsonShown) && (
            <>
              {contents.subSections.length > 0 && <ListSubheader>sub sections</ListSubheader>}
              {contents.subSections.map((item) =>
                editable && mayEditProperty(editable, item.name, excluded) ? (
                  <Box key={item.name} sx={{ display: 'flex', alignItems: 'center' }}>
                    <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                      {item.absent ? (
                        <AbsentItem name={item.name} />
                      ) : item.repeats ? (
                        <RepeatingList name={item.name} count={item.count} selectedIndex={selected?.name === item.name ? selected.index : undefined} onSelect={(index) => select({ name: item.name, index })} />
                      ) : (
                        <ListItemButton selected={selected?.name === item.name} onClick={() => select({ name: item.name })}>
                          {item.name}
                        </ListItemButton>
                      )}
                    </Box>
                    {(item.repeats || item.absent) && (
                      <IconButton size="small" aria-label={`Add ${item.name}`} onClick={() => addTo(item.name, item.repeats)}>
                        <AddIcon fontSize="small" />
                      </IconButton>
                    )}
                  </Box>
                ) : item.absent ? (
                  // Editable lanes list everything defined; what may not be added is shown only when asked for.
                  showAllDefined && <AbsentItem key={item.name} name={item.name} />
                ) : item.repeats ? (
                  <RepeatingList key={item.name} name={item.name} count={item.count} selectedIndex={selected?.name === item.name ? selected.index : undefined} onSelect={(index) => select({ name: item.name, index })} />
                ) : (
                  <ListItemButton key={item.name} selected={selected?.name === item.name} onClick={() => select({ name: item.name })}>
                    {item.name}
                  </ListItemButton>
                ),
              )}
              {contents.quantities.length > 0 && <ListSubheader>quantities</ListSubheader>}
              {contents.quantities.map((item) => {
                const kind = editableQuantity(item)
                if (kind && item.def)
                  return (
                    <Box key={item.name} sx={{ px: 2, py: 0.75 }}>
                      <QuantityEditor def={item.def} kind={kind} value={item.value} onChange={(value) => edit((archive) => setQuantity(archive, archivePath, item.name, value))} />
                    </Box>
                  )
                if (item.absent && !showAllDefined) return null
                return item.absent ? (
                  <AbsentItem key={item.name} name={item.name} />
                ) : (
                  <ListItemButton key={item.name} selected={selected?.name === item.name} onClick={() => select({ name: item.name })}>
                    {item.name}
                  </ListItemButton>
                )
              })}
              {contents.attributes && <ListSubheader>attributes</ListSubheader>}
              {Object.keys(contents.attributes ?? {}).map((name) => (
                <ListItemButton key={name} selected={selected?.name === attributeStep(name)} onClick={() => select({ name: attributeStep(name) })}>
                  {name}
                </ListItemButton>
              ))}
            </>
          )}
          <PlotPanel section={section} def={def} model={props.model} lanePath={lanePath} loadFull={loadFull} onNavigate={onNavigate} />
          {props.queryReferencedBy && (
            <ReferencedBy targetPath={joinArchivePath(archivePathOf(path.slice(0, depth)))} query={props.queryReferencedBy} onOpen={props.onOpenEntry} />
          )}
          {def && (props.showMeta || selected?.name === METAINFO_STEP) && (
            <>
              <ListSubheader>metainfo</ListSubheader>
              <ListItemButton selected={selected?.name === METAINFO_STEP} onClick={() => select({ name: METAINFO_STEP })}>
                section definition
              </ListItemButton>
            </>
          )}
        </List>
      </LaneBox>
      {quantity && (
        <QuantityLane
          quantity={quantity}
          sectionDef={def}
          section={section}
          onFollow={(target) => onNavigate(target)}
          loadSection={props.loadSection}
          loadWhole={loadWhole}
          resolveReference={props.resolveReference}
          model={props.model}
          nextStep={path[depth + 1]?.name}
          onSelectStep={(step) => onNavigate([...path.slice(0, depth + 1), { name: step }])}
          rawFiles={props.rawFiles}
          onOpenEntry={props.onOpenEntry}
        />
      )}
      {def && props.model && selected?.name === METAINFO_STEP && <ArchiveDefinitionLane model={props.model} section={def} />}
      {selectedAttribute !== undefined && contents.attributes && selectedAttribute in contents.attributes && (
        <AttributeLane name={selectedAttribute} value={contents.attributes[selectedAttribute]} def={attributeDefinitions(def?.more).find((a) => a.name === selectedAttribute)} />
      )}
      {subSection && (!subSection.repeats || selected.index !== undefined) && isSelectable(section, selected) && <Lane {...props} depth={depth + 1} parentDef={def} excluded={excluded} />}
    </>
  )
}

const NOTHING_EXCLUDED: ReadonlySet<string> = new Set()

function isSelectable(section: Json, key: LaneKey): boolean {
  const value = section[key.name]
  if (key.index === undefined) return isSection(value)
  return Array.isArray(value) && key.index < value.length && key.index >= -value.length
}
