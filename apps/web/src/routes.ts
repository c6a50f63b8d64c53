import { mainLayoutRoutes, standaloneRoutes } from '@hotel/contract'
import { index, layout, type RouteConfig, route } from '@react-router/dev/routes'
import { mainLayoutPages, standalonePages } from './pages.ts'

// Each route module becomes its own chunk, loaded on demand (React Router framework mode). Every page but
// the home page sits in layouts/queries.tsx, which provides the query cache (lib/query-client.tsx).
export default [
  layout('layouts/main-layout.tsx', [
    index(mainLayoutPages['/'].file),
    layout(
      'layouts/queries.tsx',
      { id: 'main-queries' },
      mainLayoutRoutes.flatMap((path) => (path === '/' ? [] : [route(path, mainLayoutPages[path].file)])),
    ),
  ]),
  layout('layouts/standalone-layout.tsx', [
    layout(
      'layouts/queries.tsx',
      { id: 'standalone-queries' },
      standaloneRoutes.map((path) => route(path, standalonePages[path].file)),
    ),
  ]),
] satisfies RouteConfig
