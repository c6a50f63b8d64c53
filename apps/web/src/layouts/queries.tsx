import { Outlet } from 'react-router'
import { QueryProvider } from '../lib/query-client.tsx'

/** Every page but the home page: the query cache for its data (lib/query-client.tsx says why not root). */
export default function QueriesLayout() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  )
}
