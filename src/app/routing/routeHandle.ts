import type { Params } from 'react-router'

export interface HelpContent {
  /** Dialog title; 'Help' when absent. */
  title?: string
  body: string
}

/** What a route tells the shell through react-router's `handle`. */
export interface RouteHandle {
  /** Label of the route's breadcrumb; routes without one have no breadcrumb. */
  breadcrumb?: string | ((params: Params) => string)
  /** Help shown from the breadcrumb when this route is the last one. */
  help?: HelpContent
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && ('breadcrumb' in value || 'help' in value)
}
