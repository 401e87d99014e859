import { NO_APPS_TEXT } from '../../layout/menus.js'
import { Page } from '../Page.js'

export default function NoAppsPage() {
  return <Page title="Explore">{NO_APPS_TEXT}</Page>
}
