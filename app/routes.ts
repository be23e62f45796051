import { type RouteConfig } from '@remix-run/route-config'
import { flatRoutes } from '@remix-run/fs-routes'

// File-system routes (flat routes convention): a route is added by adding a file in app/routes.
export default flatRoutes({
  ignoredRouteFiles: ['**/*.test.{ts,tsx}', '**/*.server.{ts,tsx}'],
}) satisfies RouteConfig
