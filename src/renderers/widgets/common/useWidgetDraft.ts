import { useState } from 'react'
import type { Widget } from '../../../engine/config/widgets.js'

/**
 * The edited copy of a widget and its errors. Errors show once the user tried Done (spec 2 §5: an empty
 * quantity is reported on accept) and then follow each change; errors of the `live` fields (choices the
 * user can clear) show as soon as the field changed. Done hands the copy back only without errors.
 */
export function useWidgetDraft<W extends Widget>(
  widget: W,
  validate: (draft: W) => Record<string, string | undefined>,
  onDone: (widget: W) => void,
  live: readonly string[] = [],
) {
  const [draft, setDraft] = useState<W>(widget)
  const [tried, setTried] = useState(false)
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set())
  const all = validate(draft)
  const errors: Record<string, string | undefined> = tried ? all : Object.fromEntries(live.filter((key) => changed.has(key)).map((key) => [key, all[key]]))
  const hasErrors = Object.values(errors).some((error) => error !== undefined)
  const update = (change: Partial<W>) => {
    setChanged((current) => new Set([...current, ...Object.keys(change)]))
    setDraft((current) => ({ ...current, ...change }))
  }
  const done = () => {
    setTried(true)
    if (Object.values(all).every((error) => error === undefined)) onDone(draft)
  }
  return { draft, update, errors, hasErrors, done }
}
