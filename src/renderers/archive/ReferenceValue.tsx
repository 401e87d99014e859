import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { Link as RouterLink, useLocation } from 'react-router'
import { userMessage } from '../../engine/api/errors.js'
import { parseReference, type ArchivePath } from '../../engine/archive/paths.js'
import { otherEntryPath } from './entryRoutes.js'
import { isSection, laneKeysOf, type LaneKey } from './lanes.js'
import type { ReferenceResolver, ResolvedReference } from './otherEntries.js'
import { JsonView, QuantityValue } from './QuantityValue.js'

export const CANNOT_RESOLVE = 'Cannot resolve reference.'
export const FOLLOW_REFERENCE = 'Follow reference'

type Json = Record<string, unknown>

interface ReferenceValueProps {
  value: string
  onFollow: (path: LaneKey[]) => void
  loadSection: (path: (string | number)[]) => Promise<Json | undefined>
  resolveReference?: ReferenceResolver
}

type Target =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; message: string }
  | { status: 'local'; path: ArchivePath }
  | { status: 'other'; resolved: ResolvedReference; otherUpload: boolean }

/**
 * A reference: inside the archive it is followed in the browser once its target loads; into
 * another entry it is resolved through the API, shown, and followed to that entry's Data tab.
 * Only a target that cannot be found says 'Cannot resolve reference.'.
 */
export function ReferenceValue({ value, onFollow, loadSection, resolveReference }: ReferenceValueProps) {
  const target = useTarget(value, loadSection, resolveReference)
  return (
    <Box sx={{ mb: 1 }} data-testid="reference-value">
      <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
        {value}
      </Typography>
      {target.status === 'loading' && <Typography variant="body2">loading...</Typography>}
      {target.status === 'missing' && <Typography color="error">{CANNOT_RESOLVE}</Typography>}
      {target.status === 'failed' && <Typography color="error">{target.message}</Typography>}
      {target.status === 'local' && (
        <Button size="small" onClick={() => onFollow(laneKeysOf(target.path))}>
          {FOLLOW_REFERENCE}
        </Button>
      )}
      {target.status === 'other' && (
        <>
          {isSection(target.resolved.value) ? <JsonView value={target.resolved.value} /> : <QuantityValue value={target.resolved.value} />}
          <Box>
            <FollowToOtherEntry resolved={target.resolved} otherUpload={target.otherUpload} />
          </Box>
        </>
      )}
    </Box>
  )
}

/** The link to the target's Data tab, below the page's own prefix unless the target lies in another upload. */
function FollowToOtherEntry({ resolved, otherUpload }: { resolved: ResolvedReference; otherUpload: boolean }) {
  const { pathname } = useLocation()
  return (
    <Button size="small" component={RouterLink} to={otherEntryPath(pathname, resolved.entryId, { otherUpload, lanes: resolved.path })}>
      {FOLLOW_REFERENCE}
    </Button>
  )
}

function useTarget(value: string, loadSection: ReferenceValueProps['loadSection'], resolveReference?: ReferenceResolver): Target {
  const [target, setTarget] = useState<{ of: string; target: Target }>()
  useEffect(() => {
    let live = true
    const settle = (next: Target) => live && setTarget({ of: value, target: next })
    const reference = parseReference(value)
    if (!reference) settle({ status: 'missing' })
    else if (reference.entryId === undefined && reference.mainfile === undefined) {
      const local = reference.path
      // A reference to a quantity: its section must exist and hold it.
      const last = local[local.length - 1]
      const sectionPath = typeof last === 'string' ? local.slice(0, -1) : local
      loadSection(sectionPath).then(
        (section) => settle(section !== undefined && (sectionPath === local || String(last) in section) ? { status: 'local', path: local } : { status: 'missing' }),
        () => settle({ status: 'missing' }),
      )
    } else if (!resolveReference) settle({ status: 'missing' })
    else
      resolveReference(reference).then(
        (resolved) => settle(resolved ? { status: 'other', resolved, otherUpload: reference.uploadId !== undefined } : { status: 'missing' }),
        (error: unknown) => settle({ status: 'failed', message: userMessage(error) }),
      )
    return () => {
      live = false
    }
  }, [value, loadSection, resolveReference])
  return target?.of === value ? target.target : { status: 'loading' }
}
