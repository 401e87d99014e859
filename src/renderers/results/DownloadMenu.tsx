import DownloadIcon from '@mui/icons-material/CloudDownload'
import IconButton from '@mui/material/IconButton'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Tooltip from '@mui/material/Tooltip'
import { useState } from 'react'
import { DOWNLOAD_CHOICES, DOWNLOAD_TOOLTIP, downloadUrl, type ApiUrl, type DownloadPath } from './downloadUrl.js'

export interface DownloadMenuProps {
  apiUrl: ApiUrl
  owner: string
  query: Record<string, unknown>
  /** Sends the browser there: the API client's `navigate`, which refreshes the token in the API cookie first. */
  navigate: (url: string) => Promise<void> | void
}

/** The results' download button: raw files or processed data of every hit, as one zip. */
export function DownloadMenu({ apiUrl, owner, query, navigate }: DownloadMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const choose = (path: DownloadPath) => {
    setAnchor(null)
    void navigate(downloadUrl(apiUrl, path, owner, query))
  }
  return (
    <>
      <Tooltip title={DOWNLOAD_TOOLTIP}>
        <IconButton size="small" aria-label={DOWNLOAD_TOOLTIP} onClick={(event) => setAnchor(event.currentTarget)}>
          <DownloadIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {DOWNLOAD_CHOICES.map((choice) => (
          <MenuItem key={choice.path} onClick={() => choose(choice.path)}>
            {choice.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
