import { lazy } from 'react'
import { Navigate, type RouteObject } from 'react-router'
import type { ShellApp, ShellSettings } from '../config/shellSettings.js'
import { AUTH_CALLBACK_PATH, DEFAULT_PATH } from '../constants.js'
import { AppLayout } from '../layout/AppLayout.js'
import { APIS_HELP, DATASETS_HELP, ENTRY_HELP, UPLOADS_HELP } from './helpTexts.js'
import { AppSearchPage, EntryPage } from './preloadedPages.js'
import type { RouteHandle } from './routeHandle.js'

// Pages load on demand, so that the first bundle holds only the shell.
const AboutInformationPage = lazy(() => import('../pages/about/AboutInformationPage.js'))
const ApisPage = lazy(() => import('../pages/analyze/ApisPage.js'))
const MetainfoPage = lazy(() => import('../pages/analyze/MetainfoPage.js'))
const NorthPage = lazy(() => import('../pages/analyze/NorthPage.js'))
const UploadsPage = lazy(() => import('../pages/user/UploadsPage.js'))
const UploadPage = lazy(() => import('../pages/user/UploadPage.js'))
const DatasetsPage = lazy(() => import('../pages/user/DatasetsPage.js'))
const DatasetPage = lazy(() => import('../pages/user/DatasetPage.js'))
const UserSearchPage = lazy(() => import('../pages/user/UserSearchPage.js'))
const NoAppsPage = lazy(() => import('../pages/search/NoAppsPage.js'))
const EntryLookupPage = lazy(() => import('../pages/entry/EntryLookupPage.js'))
const ConfigStudioPage = lazy(() => import('../pages/admin/ConfigStudioPage.js'))
const DevPage = lazy(() => import('../pages/dev/DevPage.js'))
const StateChartsPage = lazy(() => import('../pages/dev/StateChartsPage.js'))
const AuthCallbackPage = lazy(() => import('../auth/AuthCallbackPage.js'))

const handle = (value: RouteHandle) => value
const redirect = (to: string): RouteObject['element'] => <Navigate to={to} replace />

export const DEV_DEMOS = ['datatable', 'editquantity', 'plot'] as const

/** entry/id/{entryId}[/{tab}...]: mounted at the top level and below every page that lists entries. */
function entryRoutes(): RouteObject[] {
  return [{ path: 'entry/id/:entryId/*', element: <EntryPage />, handle: handle({ breadcrumb: 'Entry', help: ENTRY_HELP }) }]
}

function appRoute(app: ShellApp): RouteObject {
  return {
    path: app.path,
    handle: handle({
      breadcrumb: app.breadcrumb ?? app.label,
      help: app.readme || app.description ? { title: app.label, body: app.readme || app.description || '' } : undefined,
    }),
    children: [{ index: true, element: <AppSearchPage app={app} /> }, ...entryRoutes()],
  }
}

/** The route table of spec 1 §2, relative to the GUI base path; Explore has one page per configured app. */
export function buildRoutes(settings: ShellSettings): RouteObject[] {
  const [firstApp] = settings.apps
  return [
    { path: AUTH_CALLBACK_PATH, element: <AuthCallbackPage /> },
    {
      path: '/',
      element: <AppLayout />,
      children: [
        { index: true, element: redirect(DEFAULT_PATH) },
        {
          path: 'user',
          handle: handle({ breadcrumb: 'Publish' }),
          children: [
            { index: true, element: redirect('/user/uploads') },
            {
              path: 'uploads',
              handle: handle({ breadcrumb: 'Uploads', help: UPLOADS_HELP }),
              children: [
                { index: true, element: <UploadsPage /> },
                {
                  path: 'upload/id/:uploadId',
                  handle: handle({ breadcrumb: 'Upload', help: UPLOADS_HELP }),
                  children: [
                    { index: true, element: <UploadPage /> },
                    { path: 'overview', element: <Navigate to=".." replace /> },
                    { path: 'files/*', element: <UploadPage /> },
                    ...entryRoutes(),
                  ],
                },
              ],
            },
            {
              path: 'datasets',
              handle: handle({ breadcrumb: 'Datasets', help: DATASETS_HELP }),
              children: [
                { index: true, element: <DatasetsPage /> },
                {
                  path: 'dataset/id/:datasetId',
                  handle: handle({ breadcrumb: 'Dataset' }),
                  children: [{ index: true, element: <DatasetPage /> }, ...entryRoutes()],
                },
                { path: 'dataset/doi/*', handle: handle({ breadcrumb: 'Dataset' }), element: <DatasetPage /> },
              ],
            },
            {
              path: 'search',
              handle: handle({ breadcrumb: 'Your data' }),
              children: [{ index: true, element: <UserSearchPage /> }, ...entryRoutes()],
            },
          ],
        },
        {
          path: 'search',
          handle: handle({ breadcrumb: 'Explore' }),
          children: [
            { index: true, element: firstApp ? redirect(`/search/${firstApp.path}`) : <NoAppsPage /> },
            ...settings.apps.map(appRoute),
          ],
        },
        ...entryRoutes(),
        { path: 'entry/query', element: <EntryLookupPage /> },
        { path: 'entry/pid/:pid/:handle?', element: <EntryLookupPage /> },
        {
          path: 'analyze',
          handle: handle({ breadcrumb: 'Analyze' }),
          children: [
            { index: true, element: redirect('/analyze/apis') },
            { path: 'apis', handle: handle({ breadcrumb: 'APIs', help: APIS_HELP }), element: <ApisPage /> },
            { path: 'metainfo/*', handle: handle({ breadcrumb: 'Metainfo' }), element: <MetainfoPage /> },
            ...(settings.northEnabled
              ? [{ path: 'north/*', handle: handle({ breadcrumb: 'Remote tools hub' }), element: <NorthPage /> }]
              : []),
          ],
        },
        {
          path: 'about',
          handle: handle({ breadcrumb: 'About' }),
          children: [
            { index: true, element: redirect(DEFAULT_PATH) },
            { path: 'information', handle: handle({ breadcrumb: 'Information' }), element: <AboutInformationPage /> },
          ],
        },
        {
          path: 'admin',
          handle: handle({ breadcrumb: 'Admin' }),
          children: [
            { index: true, element: redirect('/admin/config') },
            {
              path: 'config',
              handle: handle({ breadcrumb: 'Config studio' }),
              // The preview of an app lists entries, whose rows link below it.
              children: [{ index: true, element: <ConfigStudioPage /> }, ...entryRoutes()],
            },
          ],
        },
        ...DEV_DEMOS.map((demo) => ({ path: `dev/${demo}`, handle: handle({ breadcrumb: demo }), element: <DevPage demo={demo} /> })),
        { path: 'dev/statecharts', handle: handle({ breadcrumb: 'State charts' }), element: <StateChartsPage /> },
        { path: '*', element: redirect(DEFAULT_PATH) },
      ],
    },
  ]
}
