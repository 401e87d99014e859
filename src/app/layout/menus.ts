import type { ShellSettings } from '../config/shellSettings.js'

export interface MenuLink {
  label: string
  /** An in-app path, or a plain link (http or below the app base). */
  to: string
  tooltip?: string
}

export interface MenuGroup {
  /** Subheader, e.g. the app category in Explore. */
  title?: string
  links: MenuLink[]
}

export interface TopMenu {
  label: string
  /** The area this menu belongs to; marks the menu as the current one. */
  path: string
  groups: MenuGroup[]
  /** Shown instead of the groups when there are none. */
  emptyText?: string
}

export const NO_APPS_TEXT = 'No apps available'

/** External links of the About menu (spec 1 §2). */
export const ABOUT_LINKS: MenuLink[] = [
  { label: 'Forum', to: 'https://matsci.org/c/nomad/32', tooltip: 'Ask questions and discuss with other users' },
  { label: 'FAQ', to: 'https://nomad-lab.eu/prod/v1/docs/explanation/faq.html', tooltip: 'Frequently asked questions' },
  { label: 'Docs', to: 'https://nomad-lab.eu/prod/v1/docs/', tooltip: 'Documentation of the API and data formats' },
  { label: 'Sources', to: 'https://github.com/nomad-coe/nomad', tooltip: 'Source code of the API this product speaks' },
]

/** Explore lists one link per configured app, grouped by category in order of first appearance. */
function exploreGroups(settings: ShellSettings): MenuGroup[] {
  const groups = new Map<string, MenuLink[]>()
  for (const app of settings.apps) {
    const links = groups.get(app.category) ?? []
    links.push({ label: app.label, to: `/search/${app.path}`, tooltip: app.description })
    groups.set(app.category, links)
  }
  return [...groups].map(([title, links]) => ({ title, links }))
}

/** Shown only to admins of the deployment (the server refuses everyone else). */
export const ADMIN_MENU: TopMenu = {
  label: 'Admin',
  path: '/admin',
  groups: [{ links: [{ label: 'Config studio', to: '/admin/config', tooltip: 'Edit the apps, entry cards, unit systems and tools of this deployment' }] }],
}

export function buildMenus(settings: ShellSettings, { configAdmin = false }: { configAdmin?: boolean } = {}): TopMenu[] {
  const analyze: MenuLink[] = [
    ...(settings.northEnabled ? [{ label: 'Remote tools hub', to: '/analyze/north', tooltip: 'Run analysis tools on your data' }] : []),
    { label: 'APIs', to: '/analyze/apis', tooltip: 'The APIs and your app token' },
    { label: 'Metainfo', to: '/analyze/metainfo', tooltip: 'Browse the definitions of all quantities' },
  ]
  return [
    {
      label: 'Publish',
      path: '/user',
      groups: [
        {
          links: [
            { label: 'Uploads', to: '/user/uploads', tooltip: 'Upload, process and publish your data' },
            { label: 'Datasets', to: '/user/datasets', tooltip: 'Your datasets and their DOIs' },
            { label: 'Your data', to: '/user/search', tooltip: 'Search your own data' },
          ],
        },
      ],
    },
    { label: 'Explore', path: '/search', groups: exploreGroups(settings), emptyText: NO_APPS_TEXT },
    { label: 'Analyze', path: '/analyze', groups: [{ links: analyze }] },
    { label: 'About', path: '/about', groups: [{ links: [{ label: 'Information', to: '/about/information' }, ...ABOUT_LINKS] }] },
    ...(configAdmin ? [ADMIN_MENU] : []),
  ]
}
