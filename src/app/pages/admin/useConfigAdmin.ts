import { useEffect, useState } from 'react'
import { useApi } from '../../api/ApiContext.js'
import { useAuth } from '../../auth/AuthContext.js'
import { studioApi } from './studioApi.js'

/** Whether the signed-in user may use the config studio; the server decides (its kinds answer 403 to others). */
export function useConfigAdmin(): boolean {
  const api = useApi()
  const { status, user } = useAuth()
  const subject = status === 'authenticated' ? user?.sub : undefined
  // The answer is kept with the user it is about, so that a logout hides the menu at once.
  const [answer, setAnswer] = useState<{ subject: string; admin: boolean }>()
  useEffect(() => {
    if (subject === undefined) return
    let current = true
    studioApi(api)
      .kinds()
      .then(
        () => current && setAnswer({ subject, admin: true }),
        () => current && setAnswer({ subject, admin: false }),
      )
    return () => {
      current = false
    }
  }, [api, subject])
  return subject !== undefined && answer?.subject === subject && answer.admin
}
