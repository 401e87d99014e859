import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import { launchButton, stopButton } from '../../machines/tool-machine.js'
import type { ToolLauncher } from './useToolLauncher.js'

export const MUST_LOG_IN = 'You must be logged in to use this tool.'
export const NOT_MOUNTED =
  'The tool is already running, but this upload is not mounted in it. Stop the tool and launch it again to work on this upload; stopping may lose unsaved data.'

/**
 * The running chip, the Launch/Launching.../Open button and Stop/Stopping... (spec 3 §4.4). Launch
 * is disabled while the hub cannot run tools (`hubAvailable` false); the page says why.
 */
export function ToolLaunchButtons({ launcher, loggedIn, uploadId, hubAvailable = true }: { launcher: ToolLauncher; loggedIn: boolean; uploadId?: string; hubAvailable?: boolean }) {
  if (!loggedIn) return <Alert severity="info">{MUST_LOG_IN}</Alert>
  const launch = launchButton(launcher.phase)
  const stop = stopButton(launcher.phase)
  const notMounted = launcher.phase === 'running' && uploadId !== undefined && launcher.status?.uploadIdIsMounted === false
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {notMounted && <Alert severity="warning">{NOT_MOUNTED}</Alert>}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {launcher.phase === 'running' && <Chip label="running" color="success" size="small" />}
        <Box sx={{ flex: 1 }} />
        {stop && (
          <Button variant="outlined" disabled={stop.disabled} onClick={launcher.stop}>
            {stop.text}
          </Button>
        )}
        <Button variant="contained" disabled={launch.disabled || notMounted || (!hubAvailable && launcher.phase !== 'running')} onClick={launcher.launchOrOpen}>
          {launch.text}
        </Button>
      </Box>
    </Box>
  )
}
