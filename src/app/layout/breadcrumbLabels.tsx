import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router'

type SetLabel = (pathname: string, label: string | undefined) => void

// Two contexts: pages that name their crumb only set labels, and a change of the labels re-renders the
// breadcrumbs alone. With one context an entry page re-rendered whole when it named its crumb, in the
// same task as its first commit (30-90 ms before its first card could be painted).
const LabelsContext = createContext<ReadonlyMap<string, string> | null>(null)
const SetLabelContext = createContext<SetLabel | null>(null)

const NO_LABELS: ReadonlyMap<string, string> = new Map()

/** Lets pages name their breadcrumb after what they show (the upload's or entry's name). */
export function BreadcrumbLabelsProvider({ children }: { children: ReactNode }) {
  const [labels, setLabels] = useState<ReadonlyMap<string, string>>(NO_LABELS)
  // Stable across label changes: pages set their label in an effect that depends on it.
  const setLabel = useCallback<SetLabel>(
    (pathname, label) =>
      setLabels((current) => {
        if (current.get(pathname) === label) return current
        const next = new Map(current)
        if (label === undefined) next.delete(pathname)
        else next.set(pathname, label)
        return next
      }),
    [],
  )
  return (
    <SetLabelContext.Provider value={setLabel}>
      <LabelsContext.Provider value={labels}>{children}</LabelsContext.Provider>
    </SetLabelContext.Provider>
  )
}

export function useBreadcrumbLabels(): ReadonlyMap<string, string> {
  return useContext(LabelsContext) ?? NO_LABELS
}

/**
 * Names the breadcrumb of the route that matched `pathname` (default: the current location) while the
 * calling component is mounted, e.g. `useBreadcrumbLabel(upload.upload_name ?? 'Upload', matchPathname)`.
 */
export function useBreadcrumbLabel(label: string | undefined, pathname?: string) {
  const setLabel = useContext(SetLabelContext)
  const location = useLocation()
  const target = pathname ?? location.pathname
  useEffect(() => {
    if (!setLabel) return
    setLabel(target, label)
    return () => setLabel(target, undefined)
  }, [setLabel, target, label])
}
