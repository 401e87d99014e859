import { useCallback, useEffect, useMemo, useState } from 'react'
import { DoesNotExist } from '../../../engine/api/errors.js'
import { bundledStrataMetainfo } from '../../../engine/metainfo/bundled.js'
import type { Model } from '../../../engine/metainfo/index.js'
import { entryModel } from '../../../renderers/archive/entryModel.js'
import { laneLoader } from '../../../renderers/archive/loader.js'
import { referencedByRequest } from '../../../renderers/archive/ReferencedBy.js'
import { useApi } from '../../api/ApiContext.js'
import { useErrors } from '../../errors/ErrorsContext.js'

type Json = Record<string, unknown>
export type ArchiveRootState = { status: 'loading' } | { status: 'ready'; model: Model } | { status: 'missing' } | { status: 'text'; text: string }

/**
 * What the archive browser of one entry needs: the root lane (asked once, with the entry's schemas
 * turned into definitions), the lane loader, the 'referenced by' query and a reload that asks
 * everything anew. Used by the Data tab and by cards that embed the browser.
 */
export function useEntryArchive(entryId: string) {
  const api = useApi()
  const { raiseError } = useErrors()
  // Each reload starts a fresh lane loader, so no lane keeps an answer from before.
  const [generation, setGeneration] = useState(0)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- generation only renews the loader's cache
  const loadSection = useMemo(() => laneLoader((required) => api.post(`entries/${entryId}/archive/query`, { required })), [api, entryId, generation])
  const [root, setRoot] = useState<ArchiveRootState>({ status: 'loading' })
  const reload = useCallback(() => {
    setRoot({ status: 'loading' })
    setGeneration((current) => current + 1)
  }, [])
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
    const post = (path: string, body: unknown) => api.post(path, body)
    api
      .post(`entries/${entryId}/archive/query`, { required: { m_request: { depth: 1 }, metadata: { upload_id: '*' }, data: { m_def: '*' } } })
      .then(async (answer) => {
        if (typeof answer === 'string') return live && setRoot({ status: 'text', text: answer })
        const archive = (answer as { data?: { archive?: Json } }).data?.archive
        if (!archive) return live && setRoot({ status: 'missing' })
        loadSection.prime([], archive)
        const model = await entryModel(bundledStrataMetainfo(), archive, entryId, post).catch(() => bundledStrataMetainfo())
        if (live) setRoot({ status: 'ready', model })
      })
      .catch((error: unknown) => {
        if (!live) return
        setRoot({ status: 'missing' })
        if (!(error instanceof DoesNotExist)) raiseError(error)
      })
    return () => {
      live = false
    }
  }, [api, entryId, raiseError, loadSection])

  return { api, root, loadSection, queryReferencedBy, reload, raiseError }
}
