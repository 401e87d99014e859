import IconButton from '@mui/material/IconButton'
import type { MouseEvent, ReactNode } from 'react'

export interface ApiDownloadButtonProps {
  /** Full API URL of the download; also the link's address (copy link, open in new tab). */
  href: string
  /** The API client's `navigate`: refreshes the token in the API cookie, then sends the browser there. */
  navigate: (url: string) => Promise<void>
  label: string
  disabled?: boolean
  size?: 'small' | 'medium'
  children: ReactNode
}

/**
 * A download link into the API. A plain click would go out with whatever the API cookie holds, even an
 * expired token; so the click is taken over and goes through `navigate`, which refreshes the token first.
 */
export function ApiDownloadButton({ href, navigate, label, disabled, size, children }: ApiDownloadButtonProps) {
  const onClick = (event: MouseEvent) => {
    event.preventDefault()
    void navigate(href)
  }
  return (
    <IconButton size={size} aria-label={label} disabled={disabled} href={href} download onClick={onClick}>
      {children}
    </IconButton>
  )
}
