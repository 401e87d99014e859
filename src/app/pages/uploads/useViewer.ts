import { useEffect, useState } from 'react'
import { useApi } from '../../api/ApiContext.js'
import { useAuth } from '../../auth/AuthContext.js'
import { fetchGroups } from './uploadsApi.js'
import type { Viewer } from './uploadStatus.js'

/** The logged-in user's id and the groups they own or belong to (GET groups?user_id), for access rules. */
export function useViewer(): Viewer {
  const api = useApi()
  const { user } = useAuth()
  const userId = user?.sub
  const [groupIds, setGroupIds] = useState<readonly string[]>([])
  useEffect(() => {
    if (!userId) return
    let active = true
    fetchGroups(api, { user_id: userId })
      .then((groups) => active && setGroupIds(groups.map((group) => group.group_id)))
      .catch(() => undefined)
    return () => {
      active = false
    }
  }, [api, userId])
  return { userId, groupIds: userId ? groupIds : [] }
}
