import { useEffect, useState } from 'react'
import type { ApiClient } from '../../engine/api/client.js'
import { DoesNotExist } from '../../engine/api/errors.js'
import type { RawDirResponse } from '../../engine/api/schemas/uploads.js'
import { indexIn, joinPath, parseSegment } from './paths.js'
import { DIRECTORY_PAGE_SIZE } from './preview.js'
import { fetchRawDir } from './rawFiles.js'

/**
 * First pages of folders listed while resolving, by folder; a folder's lane takes its page from here once
 * instead of asking for the same page again.
 */
export type FirstPages = Map<string, RawDirResponse>

/** A browser path with its aliases resolved (spec 3 §2.4), or why it could not be. */
export type ResolvedPath =
  | { status: 'resolving' }
  | { status: 'resolved'; path: string; firstPages?: FirstPages }
  | { status: 'bad' }
  | { status: 'failed'; error: unknown }

/** The name of the index-th item of `folder` as the lanes list it; undefined when out of range, null when there is no such folder. */
async function itemAt(api: ApiClient, uploadId: string, folder: string, index: number, firstPages: FirstPages): Promise<string | undefined | null> {
  const query = { include_entry_info: true, page_size: DIRECTORY_PAGE_SIZE }
  let first
  try {
    first = await fetchRawDir(api, uploadId, folder, { ...query, page: 1 })
  } catch (error) {
    if (error instanceof DoesNotExist) return null
    throw error
  }
  const items = first.directory_metadata?.content
  if (!items) return null
  firstPages.set(folder, first)
  const position = indexIn(index, first.pagination?.total ?? items.length)
  if (position === undefined) return undefined
  if (position < items.length) return items[position].name
  const page = await fetchRawDir(api, uploadId, folder, { ...query, page: Math.floor(position / DIRECTORY_PAGE_SIZE) + 1 })
  return page.directory_metadata?.content[position % DIRECTORY_PAGE_SIZE]?.name
}

async function resolve(api: ApiClient, uploadId: string, path: string, mainfile: string | undefined): Promise<ResolvedPath> {
  const resolved: string[] = []
  const firstPages: FirstPages = new Map()
  for (const raw of path.split('/').filter(Boolean)) {
    const segment = parseSegment(raw)
    if (segment.kind === 'mainfile') {
      if (!mainfile) return { status: 'bad' }
      resolved.push(...mainfile.split('/').filter(Boolean))
    } else if (segment.kind === 'index') {
      const folder = joinPath(...resolved, segment.name)
      const name = await itemAt(api, uploadId, folder, segment.index, firstPages)
      if (name === undefined) return { status: 'bad' }
      // No folder of that name: the segment is a plain name with a colon in it.
      if (name === null) resolved.push(raw)
      else resolved.push(segment.name, name)
    } else resolved.push(segment.name)
  }
  return { status: 'resolved', path: resolved.join('/'), firstPages }
}

/** Only `_mainfile` needs no listing; it resolves at once. */
function resolveAtOnce(path: string, mainfile: string | undefined): ResolvedPath | undefined {
  const segments = path.split('/').filter(Boolean).map(parseSegment)
  if (segments.some((segment) => segment.kind === 'index')) return undefined
  if (segments.some((segment) => segment.kind === 'mainfile') && !mainfile) return { status: 'bad' }
  return { status: 'resolved', path: segments.flatMap((segment) => (segment.kind === 'name' ? [segment.name] : mainfile!.split('/').filter(Boolean))).join('/') }
}

/** Resolves `_mainfile` and `name:index` segments; index segments need the folder's listing. */
export function useResolvedPath(api: ApiClient, uploadId: string, path: string, mainfile: string | undefined): ResolvedPath {
  const atOnce = resolveAtOnce(path, mainfile)
  const [listed, setListed] = useState<{ key: string; result: ResolvedPath }>()
  const key = `${uploadId}\n${path}\n${mainfile ?? ''}`
  useEffect(() => {
    if (atOnce) return
    let active = true
    resolve(api, uploadId, path, mainfile).then(
      (result) => active && setListed({ key, result }),
      (error: unknown) => active && setListed({ key, result: { status: 'failed', error } }),
    )
    return () => {
      active = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names every input
  }, [api, key, atOnce === undefined])
  if (atOnce) return atOnce
  return listed?.key === key ? listed.result : { status: 'resolving' }
}
