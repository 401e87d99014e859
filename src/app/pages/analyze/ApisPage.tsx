import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useShellSettings } from '../../config/SettingsContext.js'
import { Page } from '../Page.js'
import { apiLinks, DCAT_NOTE, OPTIMADE_NOTE } from './apiLinks.js'
import { AppTokenForm } from './AppTokenForm.js'

export default function ApisPage() {
  const { apiBase } = useShellSettings()
  return (
    <Page title="APIs">
      <Typography variant="h6" component="h2">
        API
      </Typography>
      <Typography sx={{ mb: 1 }}>
        The API speaks NOMAD's API v1; everything the GUI does goes through it. Its base address is <code>{`${apiBase}/`}</code>.
      </Typography>
      <Typography component="ul" sx={{ mt: 0, mb: 2 }}>
        {apiLinks(apiBase).map((link) => (
          <li key={link.url}>
            {link.label}: <Link href={link.url}>{link.url}</Link>
          </li>
        ))}
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
      <Typography sx={{ mb: 2 }}>{OPTIMADE_NOTE}</Typography>
      <Typography variant="h6" component="h2">
        DCAT
      </Typography>
      <Typography>{DCAT_NOTE}</Typography>
    </Page>
  )
}
