import './styles.css'
import './i18n/index.ts'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app.tsx'

// "/dashboard" and "/dashboard/" are the same page; the router's basename is the canonical "/dashboard/".
const base = import.meta.env.BASE_URL
if (window.location.pathname === base.replace(/\/$/, '')) {
  window.history.replaceState(
    window.history.state,
    '',
    `${base}${window.location.search}${window.location.hash}`,
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
