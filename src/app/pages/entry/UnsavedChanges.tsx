import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import { createContext, useCallback, useContext, useEffect, useId, useState, type ReactNode } from 'react'
import { useBlocker } from 'react-router'

export const UNSAVED_CHANGES_TEXT = 'The archive has unsaved changes. Leave and lose them?'

type Report = (editor: string, changed: boolean) => void
const ReportContext = createContext<Report | undefined>(undefined)

/**
 * One guard per entry page over every archive editor on it (Data tab, sections card): leaving the
 * entry with unsaved changes asks first; moving between its tabs does not (they stay mounted with
 * their edits). A reload or closed tab gets the browser's own question.
 */
export function UnsavedChangesGuard({ entryId, children }: { entryId: string; children: ReactNode }) {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set())
  const report = useCallback<Report>(
    (editor, changed) =>
      setDirty((previous) => {
        if (previous.has(editor) === changed) return previous
        const next = new Set(previous)
        if (changed) next.add(editor)
        else next.delete(editor)
        return next
      }),
    [],
  )
  const changed = dirty.size > 0
  const thisEntry = new RegExp(`/entry/id/${entryId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(/|$)`)
  const blocker = useBlocker(({ nextLocation }) => changed && !thisEntry.test(nextLocation.pathname))
  useEffect(() => {
    if (!changed) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [changed])
  return (
    <ReportContext.Provider value={report}>
      {children}
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
    </ReportContext.Provider>
  )
}

/** An editor tells the page's guard whether it holds unsaved changes (nothing happens outside an entry page). */
export function useReportUnsavedChanges(changed: boolean): void {
  const report = useContext(ReportContext)
  const editor = useId()
  useEffect(() => {
    report?.(editor, changed)
    return () => report?.(editor, false)
  }, [report, editor, changed])
}
