import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useState, type ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { formatAuthors, formatDateTime } from '../../../engine/format.js'
import type { EntryMetadata } from '../../../renderers/cards/types.js'
import { ApiInfoDialog } from './ApiInfoDialog.js'

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ mb: 1.5 }} data-field={label}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ wordBreak: 'break-all' }}>
        {children}
      </Typography>
    </Box>
  )
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined)
const listOf = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : [])
const unavailable = <i>unavailable</i>

interface Dataset {
  dataset_id: string
  dataset_name?: string
  doi?: string
}

/** The Overview's left column (spec 1 §2 Entry page): the entry's metadata and the API-info dialog. */
export function MetadataColumn({ entry, apiCalls }: { entry: EntryMetadata; apiCalls: { method: string; path: string; body?: unknown }[] }) {
  const [apiOpen, setApiOpen] = useState(false)
  const material = (entry.results as { material?: { material_id?: string; topology?: { material_id?: string }[] } } | undefined)?.material
  const materialId = material?.material_id ?? material?.topology?.find((system) => system.material_id)?.material_id
  const references = listOf<string>(entry.references)
  const datasets = listOf<Dataset>(entry.datasets)
  const authors = listOf<string | { name?: string }>(entry.authors)
  const processingTime = text(entry.last_processing_time)
  const version = [text(entry.nomad_version), text(entry.nomad_commit) && `(${String(entry.nomad_commit)})`].filter(Boolean).join(' ')

  return (
    <Box component="aside" aria-label="Metadata">
      <Typography variant="h6" component="h2" gutterBottom>
        Metadata
      </Typography>
      <Field label="comment">{text(entry.comment) ?? unavailable}</Field>
      <Field label="references">
        {references.length === 0
          ? unavailable
          : references.map((reference) => (
              <div key={reference}>
                <Link href={reference} target="_blank" rel="noreferrer">
                  {reference}
                </Link>
              </div>
            ))}
      </Field>
      <Field label="authors">{authors.length === 0 ? unavailable : formatAuthors(authors)}</Field>
      <Field label="datasets">
        {datasets.length === 0
          ? <i>no datasets</i>
          : datasets.map((dataset) => (
              <div key={dataset.dataset_id}>
                <Link component={RouterLink} to={`/user/datasets/dataset/id/${dataset.dataset_id}`}>
                  {dataset.dataset_name ?? dataset.dataset_id}
                </Link>
                {dataset.doi && ` (${dataset.doi})`}
              </div>
            ))}
      </Field>
      <Field label="mainfile">{text(entry.mainfile) ?? unavailable}</Field>
      <Field label="entry id">{entry.entry_id}</Field>
      <Field label="material id">{materialId ?? unavailable}</Field>
      <Field label="upload id">
        {entry.upload_id ? (
          <Link component={RouterLink} to={`/user/uploads/upload/id/${entry.upload_id}`}>
            {entry.upload_id}
          </Link>
        ) : (
          unavailable
        )}
      </Field>
      <Field label="upload time">{text(entry.upload_create_time) ? formatDateTime(String(entry.upload_create_time)) : unavailable}</Field>
      <Field label="raw id">{text(entry.raw_id) ?? unavailable}</Field>
      <Field label="external id">{text(entry.external_id) ?? unavailable}</Field>
      <Field label="last processing time">{processingTime ? formatDateTime(processingTime) : unavailable}</Field>
      <Field label="last processing version">{version || unavailable}</Field>
      <Button size="small" variant="outlined" onClick={() => setApiOpen(true)}>
        API
      </Button>
      <ApiInfoDialog open={apiOpen} onClose={() => setApiOpen(false)} entry={entry} calls={apiCalls} />
    </Box>
  )
}
