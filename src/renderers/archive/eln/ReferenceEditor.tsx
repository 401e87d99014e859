import AddIcon from '@mui/icons-material/Add'
import SearchIcon from '@mui/icons-material/Search'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import { useState } from 'react'
import { parseReference } from '../../../engine/archive/paths.js'
import { definitionReference } from '../editing.js'
import { useElnEnvironment } from '../elnEnvironment.js'
import { CreateReferenceDialog } from './CreateReferenceDialog.js'
import type { ElnEditorProps } from './editorProps.js'
import { SectionSelectDialog } from './SectionSelectDialog.js'
import { entryDataReference, entrySectionReference } from './sectionSelectQuery.js'

/** Spec 2 §5: a typed reference must be an archive or a metainfo reference. */
export const notAReference = (value: string) => `Expected archive or metainfo reference, got ${value}`
export const SELECT_REFERENCE = 'Select the referenced section'
export const CREATE_REFERENCE = 'Create a new entry to reference'

/** A metainfo reference: a qualified definition name such as nomad.datamodel.metainfo.basesections.Instrument. */
const METAINFO_NAME = /^[A-Za-z_][\w]*(\.[A-Za-z_][\w]*)+$/

/** Whether a typed value is a reference Strata can follow (spec 2 §5). */
export function isReference(value: string): boolean {
  return parseReference(value) !== undefined || METAINFO_NAME.test(value)
}

/**
 * ReferenceEditQuantity: the reference to a section of the quantity's referenced type, typed, picked
 * in the section-select dialog (entries holding such a section) or made anew in the create-reference dialog.
 */
export function ReferenceEditor({ def, label, value, onChange, error }: ElnEditorProps) {
  const environment = useElnEnvironment()
  const stored = typeof value === 'string' ? value : ''
  const [draft, setDraft] = useState({ from: stored, text: stored })
  const text = draft.from === stored ? draft.text : stored
  const [typedError, setTypedError] = useState<string>()
  const [dialog, setDialog] = useState<'select' | 'create'>()
  const sectionType = String(def.type.type_data ?? '')
  const targetDef = environment?.model?.sections[sectionType]
  const sectionName = targetDef?.name ?? sectionType.split('.').at(-1) ?? sectionType
  const commit = () => {
    if (text === stored) return
    if (text !== '' && !isReference(text)) return setTypedError(notAReference(text))
    setTypedError(undefined)
    onChange(text === '' ? undefined : text)
  }
  const definitionIn = (uploadId: string) => {
    const model = environment?.model
    if (!model || !targetDef) return undefined
    const reference = definitionReference(model, targetDef, environment.entryId)
    if (!reference) return undefined
    // Written into another file (and maybe another upload), the definition is named by its file.
    const inOwnFile = reference.startsWith('#') ? `../upload/raw/${environment.mainfile ?? ''}${reference}` : reference
    return uploadId !== environment.uploadId && inOwnFile.startsWith('../upload/raw/') ? inOwnFile.replace('../upload/raw/', `../uploads/${environment.uploadId}/raw/`) : inOwnFile
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
      <TextField
        size="small"
        fullWidth
        label={label}
        value={text}
        error={Boolean(typedError ?? error)}
        helperText={typedError ?? error ?? `a reference to a ${sectionName}`}
        slotProps={{ inputLabel: { shrink: true } }}
        onChange={(event) => setDraft({ from: stored, text: event.target.value })}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
      />
      {environment && (
        <>
          <Tooltip title={SELECT_REFERENCE}>
            <IconButton aria-label={SELECT_REFERENCE} onClick={() => setDialog('select')}>
              <SearchIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={CREATE_REFERENCE}>
            <IconButton aria-label={CREATE_REFERENCE} onClick={() => setDialog('create')}>
              <AddIcon />
            </IconButton>
          </Tooltip>
          <SectionSelectDialog
            open={dialog === 'select'}
            sectionType={sectionType}
            sectionName={sectionName}
            environment={environment}
            onClose={() => setDialog(undefined)}
            onSelect={(entry, path) => {
              setDialog(undefined)
              setTypedError(undefined)
              onChange(entrySectionReference(entry, environment.uploadId, path))
            }}
          />
          {dialog === 'create' && (
            <CreateReferenceDialog
              open
              sectionName={sectionName}
              definitionIn={definitionIn}
              environment={environment}
              onClose={() => setDialog(undefined)}
              onCreated={(created) => {
                setDialog(undefined)
                setTypedError(undefined)
                onChange(entryDataReference({ entry_id: created.entryId, upload_id: created.uploadId }, environment.uploadId))
              }}
            />
          )}
        </>
      )}
    </Box>
  )
}
