import type { ShellApp } from '../../config/shellSettings.js'
import { LazySearchPage } from './LazySearchPage.js'

/** The search page of one configured app: everything on it comes from the app's config. */
export default function AppSearchPage({ app }: { app: ShellApp }) {
  return <LazySearchPage title={app.label} app={app.config} />
}
