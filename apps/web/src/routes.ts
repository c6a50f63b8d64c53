import { mainLayoutRoutes, standaloneRoutes } from '@hotel/contract'
import { index, layout, type RouteConfig, route } from '@react-router/dev/routes'
import { mainLayoutPages, standalonePages } from './pages.ts'

// Each route module becomes its own chunk, loaded on demand (React Router framework mode).
export default [
  layout(
    'layouts/main-layout.tsx',
    mainLayoutRoutes.map((path) =>
      path === '/' ? index(mainLayoutPages[path].file) : route(path, mainLayoutPages[path].file),
    ),
  ),
  layout(
    'layouts/standalone-layout.tsx',
    standaloneRoutes.map((path) => route(path, standalonePages[path].file)),
  ),
] satisfies RouteConfig
