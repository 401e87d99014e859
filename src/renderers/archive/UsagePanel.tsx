import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { NOT_USED } from './metainfo.js'

export interface UsageBucket {
  value: string
  count: number
}

/** Asks how often each program uses a quantity (entries/query, quantities:any, terms on program names). */
export type UsageQuery = (searchPath: string) => Promise<UsageBucket[]>

type UsageState = { status: 'idle' } | { status: 'loading' } | { status: 'loaded'; buckets: UsageBucket[] } | { status: 'failed' }

/** 'Show usage', then loading, then a bar per program or 'This metadata is not used at all.' */
export function UsagePanel({ searchPath, query }: { searchPath?: string; query: UsageQuery }) {
  const [state, setState] = useState<UsageState>({ status: 'idle' })
  if (!searchPath) return null
  const show = () => {
    setState({ status: 'loading' })
    query(searchPath).then(
      (buckets) => setState({ status: 'loaded', buckets }),
      () => setState({ status: 'failed' }),
    )
  }
  const max = state.status === 'loaded' ? Math.max(1, ...state.buckets.map((b) => b.count)) : 1
  return (
    <Box sx={{ mt: 2 }} data-testid="usage-panel">
      <Typography variant="subtitle2">usage</Typography>
      {state.status === 'idle' && <Button onClick={show}>Show usage</Button>}
      {state.status === 'loading' && <Typography variant="body2">loading...</Typography>}
      {state.status === 'failed' && <Button onClick={show}>Show usage</Button>}
      {state.status === 'loaded' && state.buckets.length === 0 && <Typography variant="body2">{NOT_USED}</Typography>}
      {state.status === 'loaded' &&
        state.buckets.map((bucket) => (
          <Box key={bucket.value} sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: 12 }}>
            <Box sx={{ width: 100, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{bucket.value}</Box>
            <Box sx={{ height: 12, bgcolor: 'primary.main', width: `${(100 * bucket.count) / max}px` }} />
            <span>{bucket.count}</span>
          </Box>
        ))}
    </Box>
  )
}
