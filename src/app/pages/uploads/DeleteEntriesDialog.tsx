import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import type { UploadEntry } from '../../../engine/api/schemas/uploads.js'
import { useApi } from '../../api/ApiContext.js'
import { ConfirmDialog } from './ConfirmDialog.js'

/** How many visible entries reference any of `entryIds` (NOMAD asks this before deleting entries). */
function useReferencingCount(entryIds: readonly string[]): number | undefined {
  const api = useApi()
  const [count, setCount] = useState<number>()
  const key = entryIds.join(' ')
  useEffect(() => {
    let active = true
    api
      .post<{ pagination?: { total?: number } }>('entries/query', {
        owner: 'visible',
        query: { entry_references: { 'target_entry_id:any': key.split(' ') } },
      })
      .then(
        (answer) => active && setCount(answer?.pagination?.total ?? 0),
        // The warning is a courtesy: without it the question still stands.
        () => active && setCount(0),
      )
    return () => {
      active = false
    }
  }, [api, key])
  return count
}

/** Asks before the selected entries' files are deleted, warning when other entries reference them. */
export function DeleteEntriesDialog({ entries, onConfirm, onCancel }: { entries: readonly UploadEntry[]; onConfirm: () => void; onCancel: () => void }) {
  const referencing = useReferencingCount(entries.map((entry) => entry.entry_id))
  const what = entries.length === 1 ? 'the selected entry' : `the ${entries.length} selected entries`
  return (
    <ConfirmDialog open title="Delete entries" onCancel={onCancel} onConfirm={onConfirm}>
      <Typography>{`Do you really want to delete ${what} and ${entries.length === 1 ? 'its files' : 'their files'}?`}</Typography>
      {referencing !== undefined && referencing > 0 && (
        <Typography color="warning.main" sx={{ mt: 1 }}>
          {`${referencing === 1 ? 'One other entry references' : `${referencing} other entries reference`} ${what}; these references will break.`}
        </Typography>
      )}
    </ConfirmDialog>
  )
}
