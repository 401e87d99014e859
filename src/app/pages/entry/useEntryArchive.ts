import { useCallback, useEffect, useState } from 'react'
import { DoesNotExist } from '../../../engine/api/errors.js'
import { bundledStrataMetainfo } from '../../../engine/metainfo/bundled.js'
import type { Model } from '../../../engine/metainfo/index.js'
import { entryModel } from '../../../renderers/archive/entryModel.js'
import { laneLoader, type LaneLoader } from '../../../renderers/archive/loader.js'
import { referencedByRequest } from '../../../renderers/archive/ReferencedBy.js'
import { useApi } from '../../api/ApiContext.js'
import { useErrors } from '../../errors/ErrorsContext.js'

type Json = Record<string, unknown>
export type ArchiveRootState =
  | { status: 'loading' }
  | { status: 'ready'; model: Model; loadSection: LaneLoader; archive: Json }
  | { status: 'missing' }
  | { status: 'text'; text: string }

/**
 * What the archive browser of one entry needs: the root lane (asked once, with the entry's schemas
 * turned into definitions) with its lane loader, the 'referenced by' query and a reload. A reload
 * keeps the last state until the new root has arrived, then swaps in a fresh loader, so the browser
 * stays (with its toggles and lanes) and every lane asks anew. Used by the Data tab and by cards
 * that embed the browser.
 */
export function useEntryArchive(entryId: string) {
  const api = useApi()
  const { raiseError } = useErrors()
  const [generation, setGeneration] = useState(0)
  const [state, setState] = useState<{ entryId: string; root: ArchiveRootState }>({ entryId, root: { status: 'loading' } })
  const reload = useCallback(() => setGeneration((current) => current + 1), [])
  const queryReferencedBy = useCallback(
    async (targetPath: string) =>
      ((await api.post<{ data?: { entry_id: string; mainfile?: string }[] }>('entries/query', referencedByRequest(entryId, targetPath))).data ?? []).map((entry) => ({
        entry_id: entry.entry_id,
        mainfile: entry.mainfile,
      })),
    [api, entryId],
  )

  useEffect(() => {
    let live = true
    const show = (root: ArchiveRootState) => live && setState({ entryId, root })
    const post = (path: string, body: unknown) => api.post(path, body)
    const loadSection = laneLoader((required) => api.post(`entries/${entryId}/archive/query`, { required }))
    api
      .post(`entries/${entryId}/archive/query`, { required: { m_request: { depth: 1 }, metadata: { upload_id: '*', mainfile: '*', entry_hash: '*' }, data: { m_def: '*' } } })
      .then(async (answer) => {
        if (typeof answer === 'string') return show({ status: 'text', text: answer })
        const archive = (answer as { data?: { archive?: Json } }).data?.archive
        if (!archive) return show({ status: 'missing' })
        loadSection.prime([], archive)
        const model = await entryModel(bundledStrataMetainfo(), archive, entryId, post).catch(() => bundledStrataMetainfo())
        show({ status: 'ready', model, loadSection, archive })
      })
      .catch((error: unknown) => {
        if (!live) return
        show({ status: 'missing' })
        if (!(error instanceof DoesNotExist)) raiseError(error)
      })
    return () => {
      live = false
    }
  }, [api, entryId, raiseError, generation])

  const root: ArchiveRootState = state.entryId === entryId ? state.root : { status: 'loading' }
  return { api, root, queryReferencedBy, reload, raiseError }
}

export type EntryArchive = ReturnType<typeof useEntryArchive>
