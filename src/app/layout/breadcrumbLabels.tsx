import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router'

interface Labels {
  labels: ReadonlyMap<string, string>
  setLabel: (pathname: string, label: string | undefined) => void
}

const BreadcrumbLabelsContext = createContext<Labels | null>(null)

/** Lets pages name their breadcrumb after what they show (the upload's or entry's name). */
export function BreadcrumbLabelsProvider({ children }: { children: ReactNode }) {
  const [labels, setLabels] = useState<ReadonlyMap<string, string>>(new Map())
  // Stable across label changes: pages set their label in an effect that depends on it.
  const setLabel = useCallback<Labels['setLabel']>(
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
  const value = useMemo<Labels>(() => ({ labels, setLabel }), [labels, setLabel])
  return <BreadcrumbLabelsContext.Provider value={value}>{children}</BreadcrumbLabelsContext.Provider>
}

export function useBreadcrumbLabels(): ReadonlyMap<string, string> {
  return useContext(BreadcrumbLabelsContext)?.labels ?? new Map()
}

/**
 * Names the breadcrumb of the route that matched `pathname` (default: the current location) while the
 * calling component is mounted, e.g. `useBreadcrumbLabel(upload.upload_name ?? 'Upload', matchPathname)`.
 */
export function useBreadcrumbLabel(label: string | undefined, pathname?: string) {
  const context = useContext(BreadcrumbLabelsContext)
  const location = useLocation()
  const target = pathname ?? location.pathname
  const setLabel = context?.setLabel
  useEffect(() => {
    if (!setLabel) return
    setLabel(target, label)
    return () => setLabel(target, undefined)
  }, [setLabel, target, label])
}
