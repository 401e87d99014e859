import type { ApiClient } from '../../engine/api/client.js'
import { prefetch } from '../../engine/api/prefetched.js'

/**
 * Takes the requests the GUI's first script sent (route-preload.js, on an anonymous visit: an entry page's
 * metadata and overview data, or a search page's first results) as sent ahead by the GUI itself, so that the
 * page's hooks and search store find their answers. Answers whether there were any.
 */
export function takeSentAhead(api: ApiClient): boolean {
  const sent = window.strataSentAhead ?? []
  // Taken: should the first script run again now, it sends nothing.
  window.strataSentAhead = []
  for (const request of sent) prefetch(request.method, request.path, request.body, () => api.answerOf(request.response))
  return sent.length > 0
}
