/**
 * Content-Disposition for a download named `name`: an ASCII fallback in filename= (quotes, control
 * and non-ASCII characters replaced) and, when that differs, the exact name percent-encoded in filename*= (RFC 6266),
 * so that any file name can be downloaded (a non-Latin-1 character in a header would fail the response).
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_')
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
  return fallback === name ? `attachment; filename="${name}"` : `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`
}
