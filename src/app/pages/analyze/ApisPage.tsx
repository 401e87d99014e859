import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useShellSettings } from '../../config/SettingsContext.js'
import { Page } from '../Page.js'
import { AppTokenForm } from './AppTokenForm.js'

export default function ApisPage() {
  const { apiBase, appBase } = useShellSettings()
  return (
    <Page title="APIs">
      <Typography variant="h6" component="h2">
        API
      </Typography>
      <Typography sx={{ mb: 2 }}>
        The API speaks NOMAD's API v1; everything the GUI does goes through it. Its base address is{' '}
        <Link href={`${apiBase}/`}>{`${apiBase}/`}</Link>.
      </Typography>
      <Typography variant="h6" component="h2">
        App token
      </Typography>
      <Typography sx={{ mb: 1 }}>
        Scripts can use an app token instead of your login. Send it as header <code>Authorization: Bearer &lt;token&gt;</code>.
      </Typography>
      <AppTokenForm />
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        OPTIMADE
      </Typography>
      <Typography sx={{ mb: 2 }}>
        OPTIMADE is a common API of materials databases. Its filter language can also be used in the search. Base address:{' '}
        <Link href={`${appBase}/optimade/v1`}>{`${appBase}/optimade/v1`}</Link>.
      </Typography>
      <Typography variant="h6" component="h2">
        DCAT
      </Typography>
      <Typography>
        DCAT describes published data as a catalogue for data portals. Base address:{' '}
        <Link href={`${appBase}/dcat/`}>{`${appBase}/dcat/`}</Link>.
      </Typography>
    </Page>
  )
}
