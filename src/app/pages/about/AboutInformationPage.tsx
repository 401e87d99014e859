import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import type { InfoResponse } from '../../../engine/api/schemas/info.js'
import { formatStatistic } from '../../../engine/format.js'
import { useApi } from '../../api/ApiContext.js'
import { useShellSettings } from '../../config/SettingsContext.js'
import { useErrors } from '../../errors/ErrorsContext.js'
import { ABOUT_LINKS } from '../../layout/menus.js'
import { Page } from '../Page.js'

/** GET info as this page reads it: an older or foreign server may leave parts out. */
type InfoAnswer = Partial<Omit<InfoResponse, 'statistics'>> & { statistics?: Partial<InfoResponse['statistics']> }

const STATISTICS = [
  { key: 'n_entries', label: 'entries' },
  { key: 'n_materials', label: 'materials' },
  { key: 'n_calculations', label: 'calculations' },
  { key: 'n_quantities', label: 'quantities' },
] as const

export default function AboutInformationPage() {
  const api = useApi()
  const settings = useShellSettings()
  const { raiseError } = useErrors()
  const [info, setInfo] = useState<InfoAnswer | undefined>()

  useEffect(() => {
    let active = true
    api
      .get<InfoAnswer>('info')
      .then((answer) => active && setInfo(answer))
      .catch((error: unknown) => active && raiseError(error))
    return () => {
      active = false
    }
  }, [api, raiseError])

  const statistics = info?.statistics
  const version = info?.version ?? settings.version.label
  const oasis = info?.oasis ?? settings.oasis
  return (
    <Page title="Information">
      <Typography sx={{ mb: 2 }}>
        {settings.title} lets you upload, process, search, publish and share materials-science research data: simulations,
        experiments and electronic lab notebooks.
      </Typography>
      <Box component="section" aria-label="statistics" sx={{ display: 'flex', gap: 2, mb: 3 }}>
        {STATISTICS.map(({ key, label }) => {
          const value = statistics?.[key]
          return (
            <Paper key={key} variant="outlined" sx={{ px: 3, py: 2, minWidth: 160, textAlign: 'center' }}>
              <Typography variant="h5" component="p" data-testid={`statistic-${key}`}>
                {value === undefined ? '…' : formatStatistic(value)}
              </Typography>
              <Typography color="text.secondary">{label}</Typography>
            </Paper>
          )
        })}
      </Box>
      <Typography variant="h6" component="h2">
        Deployment
      </Typography>
      <Box component="dl" aria-label="deployment" sx={{ display: 'grid', gridTemplateColumns: 'max-content auto', columnGap: 2, mb: 3 }}>
        <dt>Version</dt>
        <dd>{version || 'unknown'}</dd>
        <dt>Deployment</dt>
        <dd>{info?.deployment ?? 'unknown'}</dd>
        {info?.deployment_url && (
          <>
            <dt>API</dt>
            <dd>{info.deployment_url}</dd>
          </>
        )}
        <dt>Oasis</dt>
        <dd>{oasis ? 'yes' : 'no'}</dd>
      </Box>
      <Typography variant="h6" component="h2">
        More
      </Typography>
      <Box sx={{ display: 'flex', gap: 3 }}>
        {ABOUT_LINKS.map((link) => (
          <Link key={link.label} href={link.to} target="_blank" rel="noopener noreferrer">
            {link.label}
          </Link>
        ))}
      </Box>
    </Page>
  )
}
