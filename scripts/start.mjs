// `npm start`: builds the web and dashboard apps when their sources are newer than their build, then runs
// the API, which serves both apps. Ctrl-C (SIGINT) or SIGTERM stops it cleanly.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const skip = new Set(['node_modules', 'build', 'dist', '.react-router'])

function newestSource(dir) {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs)
  }
  return newest
}

const apps = [
  { workspace: 'apps/web', outputs: ['build/en/client/index.html', 'build/es/client/index.html'] },
  { workspace: 'apps/dashboard', outputs: ['dist/index.html'] },
]
const contractChanged = newestSource(path.join(root, 'packages/contract'))

for (const app of apps) {
  const outputs = app.outputs.map((file) => path.join(root, app.workspace, file))
  const built = outputs.every((file) => existsSync(file))
  const builtAt = built ? Math.min(...outputs.map((file) => statSync(file).mtimeMs)) : 0
  const changedAt = Math.max(newestSource(path.join(root, app.workspace)), contractChanged)
  if (built && builtAt >= changedAt) continue
  console.log(`Building ${app.workspace}...`)
  const result = spawnSync('npm', ['run', 'build', '-w', app.workspace], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const envFile = existsSync(path.join(root, '.env')) ? ['--env-file=.env'] : []
// Same process group: whoever stops this group (a terminal's Ctrl-C, a test runner) stops the API too.
const api = spawn(process.execPath, [...envFile, '--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
})
// Also forward signals sent to this process alone; the API ignores a repeated signal while it shuts down.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal))
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
