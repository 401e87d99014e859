import type { Hono } from 'hono'
import { archivesQueryBodySchema, archivesQueryResponseSchema } from '../../../engine/archive/api.js'
import { storedArchive } from '../../archive/entry-archives.js'
import { compileSimpleQuery } from '../../archive/simple-query.js'
import { isVisible, viewerOf, type Viewer } from '../../archive/visibility.js'
import type { AuthUser } from '../../auth/types.js'
import type { AppEnv } from '../../http/context.js'
import { ApiError } from '../../http/errors.js'
import { defineRoute } from '../../http/routes.js'
import type { StoredDoc } from '../../store/interfaces.js'
import { answerArchive } from './archive.js'
import type { EntryRoutesStores } from './context.js'

export function registerArchivesQueryRoute(app: Hono<AppEnv>, stores: EntryRoutesStores): void {
  defineRoute(app, {
    method: 'post',
    path: '/entries/archive/query',
    summary: 'Archives of many entries: query, pagination (order_by, page_after_value) and required',
    tags: ['entries/archive'],
    body: archivesQueryBodySchema,
    response: archivesQueryResponseSchema,
    handler: async ({ body, user }) => {
      const request = archivesQueryBodySchema.parse(body ?? {})
      const viewer = await viewerOf(user, stores.records)
      const owned = ownerFilter(request.owner, user, viewer)
      const { matches, echo } = compileSimpleQuery(request.query)
      const { page_size, order_by, order, page_after_value } = request.pagination
      const entries = (await stores.records.list('entries')).filter((entry) => owned(entry) && matches(entry))
      // entry_id orders alone; other fields are tie-broken by the entry id (NOMAD's page_after_value 'value:id' idea).
      const key = (entry: StoredDoc) => (order_by === 'entry_id' ? String(entry.entry_id) : `${String(entry[order_by] ?? '')}:${String(entry.entry_id)}`)
      entries.sort((a, b) => (order === 'asc' ? 1 : -1) * (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0))
      const start = page_after_value === undefined ? 0 : entries.findIndex((entry) => (order === 'asc' ? key(entry) > page_after_value : key(entry) < page_after_value))
      const page = start < 0 ? [] : entries.slice(start, start + page_size)
      const data = []
      for (const entry of page) {
        const stored = await storedArchive(stores.records, String(entry.entry_id))
        if (stored) data.push(await answerArchive(stores.records, entry, stored, request.required, viewer))
      }
      const last = page.at(-1)
      const more = start >= 0 && start + page_size < entries.length
      return {
        owner: request.owner,
        query: echo,
        pagination: {
          page_size,
          order_by,
          order,
          total: entries.length,
          ...(page_after_value !== undefined && { page_after_value }),
          ...(more && last && { next_page_after_value: key(last) }),
        },
        required: request.required,
        data,
      }
    },
  })
}

/** NOMAD's owner values on entry metadata (public, visible, shared, user, staging, all, admin). */
function ownerFilter(owner: string, user: AuthUser | null, viewer: Viewer): (entry: StoredDoc) => boolean {
  const publicEntry = (entry: StoredDoc) => entry.published === true && entry.with_embargo !== true
  if (owner === 'public') return publicEntry
  if (owner === 'visible' || owner === 'all') return (entry) => isVisible(entry, viewer)
  if (!user) throw new ApiError(401, `Authentication required for owner value ${owner}`)
  if (owner === 'admin') {
    if (!user.is_admin) throw new ApiError(401, 'This can only be used by the admin user.')
    return () => true
  }
  const own = (entry: StoredDoc) => isVisible(entry, { user_id: user.user_id, group_ids: viewer.group_ids }) && !publicEntry(entry) || isMember(entry, user.user_id)
  if (owner === 'staging') return (entry) => entry.published !== true && isMember(entry, user.user_id)
  if (owner === 'shared') return own
  return (entry) => isMember(entry, user.user_id)
}

function isMember(entry: StoredDoc, userId: string): boolean {
  const ids = [entry.main_author, ...(Array.isArray(entry.writers) ? entry.writers : []), ...(Array.isArray(entry.viewers) ? entry.viewers : [])].map((person) =>
    person && typeof person === 'object' ? (person as { user_id?: unknown }).user_id : person,
  )
  return ids.includes(userId)
}
