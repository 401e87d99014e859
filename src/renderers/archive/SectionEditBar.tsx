import CodeIcon from '@mui/icons-material/Code'
import DeleteIcon from '@mui/icons-material/Delete'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import { mayChangeDefinition } from '../../engine/archive/edit.js'
import type { Model, SectionDef } from '../../engine/metainfo/index.js'
import { definitionReference, inheritingSections } from './editing.js'

type Json = Record<string, unknown>

export const SELECT_SECTION_LABEL = 'Select a section'
export const DELETE_SECTION_LABEL = 'Delete this section'
export const JSON_TOGGLE_LABEL = 'Edit as JSON'

export interface SectionEditBarProps {
  model: Model
  entryId?: string
  section: Json
  /** The section's current definition. */
  def: SectionDef
  /** The definition its parent declares for it; with inheriting sections it may be exchanged for one of them. */
  declared?: SectionDef
  deletable: boolean
  onDelete: () => void
  onChooseDefinition: (reference: string) => void
  /** The section is shown as JSON to edit; the toggle is offered when the whole section can be loaded. */
  json: boolean
  onToggleJson?: () => void
}

/** The head of an editable section lane: the choice of definition and the delete button. */
export function SectionEditBar(props: SectionEditBarProps) {
  const { model, def, declared, section } = props
  const choices = declared ? definitionChoices(model, declared, props.entryId) : []
  const inheritingCurrent = inheritingSections(model, def).map((candidate) => candidate.qualifiedName)
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1 }}>
      {choices.length > 1 && (
        <TextField
          select
          size="small"
          fullWidth
          label={SELECT_SECTION_LABEL}
          value={def.qualifiedName}
          onChange={(event) => {
            const chosen = choices.find((choice) => choice.def.qualifiedName === event.target.value)
            if (chosen) props.onChooseDefinition(chosen.reference)
          }}
        >
          {choices.map(({ def: choice }) => (
            <MenuItem key={choice.qualifiedName} value={choice.qualifiedName} disabled={choice.qualifiedName !== def.qualifiedName && !mayChangeDefinition(section, choice.qualifiedName, inheritingCurrent)}>
              {choice.label ?? choice.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Box sx={{ flexGrow: 1 }} />
      {props.onToggleJson && (
        <Tooltip title={JSON_TOGGLE_LABEL}>
          <IconButton size="small" aria-label={JSON_TOGGLE_LABEL} aria-pressed={props.json} color={props.json ? 'primary' : 'default'} onClick={props.onToggleJson}>
            <CodeIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {props.deletable && (
        <Tooltip title={DELETE_SECTION_LABEL}>
          <IconButton size="small" aria-label={DELETE_SECTION_LABEL} onClick={props.onDelete}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  )
}

/** The declared definition and the sections inheriting from it, each with the m_def that names it. */
function definitionChoices(model: Model, declared: SectionDef, entryId: string | undefined): { def: SectionDef; reference: string }[] {
  return [declared, ...inheritingSections(model, declared)].flatMap((def) => {
    const reference = definitionReference(model, def, entryId)
    return reference ? [{ def, reference }] : []
  })
}
