import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { PageLoading } from '../layout/PageLoading.js'
import { useAuth } from './AuthContext.js'

/** Where the provider sends the browser back after login; returns to the page the login started from. */
export default function AuthCallbackPage() {
  const { status, returnPath } = useAuth()
  const navigate = useNavigate()
  useEffect(() => {
    if (status !== 'checking') navigate(returnPath ?? '/', { replace: true })
  }, [status, returnPath, navigate])
  return <PageLoading />
}
