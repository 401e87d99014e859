import Alert from '@mui/material/Alert'
import Link from '@mui/material/Link'
import { useShellSettings } from '../config/SettingsContext.js'

/** The bottom banner of a beta or test deployment; nothing for a regular one. */
export function BetaBanner() {
  const { version, betaBanner } = useShellSettings()
  const kind = version.isTest ? 'test' : version.isBeta ? 'beta' : undefined
  if (!kind && !betaBanner) return null
  const label = version.label ? ` (${version.label})` : ''
  return (
    <Alert severity="warning" square role="status" aria-label="version banner" sx={{ borderRadius: 0 }}>
      {kind && <>This is a {kind} version of the product{label}. </>}
      {version.usesBetaData && <>It uses a separate database; your uploads here may be removed. </>}
      {betaBanner && <>{betaBanner.text} </>}
      {kind && version.officialUrl && (
        <>
          Go to the{' '}
          <Link href={version.officialUrl} color="inherit">
            official version
          </Link>
          .
        </>
      )}
    </Alert>
  )
}
