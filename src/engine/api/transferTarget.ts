/**
 * Spec 1 §5: the target of an upload transfer must be an http(s) URL ending with /api, and not a
 * Bearer token pasted by mistake. Shared by the Transfer dialog and the server's transfer route.
 */
export function transferTargetProblem(url: string): string | undefined {
  const text = url.trim()
  if (/^bearer\s/i.test(text)) return 'Enter the URL of the target deployment, not a Bearer token'
  let parsed: URL
  try {
    parsed = new URL(text)
  } catch {
    return 'Enter a valid URL'
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'The URL must start with http:// or https://'
  if (!parsed.pathname.replace(/\/+$/, '').endsWith('/api')) return 'The URL must end with /api'
  return undefined
}
