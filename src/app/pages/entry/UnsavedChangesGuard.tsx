import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import { useEffect } from 'react'
import { useBlocker } from 'react-router'

export const UNSAVED_CHANGES_TEXT = 'The archive has unsaved changes. Leave and lose them?'

/**
 * Keeps unsaved archive changes from being lost by leaving: within the GUI it asks first (moving
 * between lanes of the Data tab is not leaving), and a reload or a closed tab gets the browser's question.
 */
export function UnsavedChangesGuard({ changed, entryId }: { changed: boolean; entryId: string }) {
  const dataTab = new RegExp(`/entry/id/${entryId}/data(/|$)`)
  const blocker = useBlocker(({ currentLocation, nextLocation }) => changed && !(dataTab.test(currentLocation.pathname) && dataTab.test(nextLocation.pathname)))
  useEffect(() => {
    if (!changed) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [changed])
  return (
    <Dialog open={blocker.state === 'blocked'} onClose={() => blocker.reset?.()}>
      <DialogContent>
        <DialogContentText>{UNSAVED_CHANGES_TEXT}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()}>Stay</Button>
        <Button color="error" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      </DialogActions>
    </Dialog>
  )
}
