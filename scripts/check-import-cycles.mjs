// Fails when the apps' imports go round in a circle: between two files, or between two folders (a feature or
// module importing another that imports it back, directly or through a third). Folders are the places a reader
// looks for a rule: each module of the API, each feature of the two web apps, and the other top-level folders.
// Tests are left out: they may reach across folders. Run by `npm run lint`.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import madge from 'madge'

const root = fileURLToPath(new URL('..', import.meta.url))

/** Each app's source folder, and the folders whose children are separate places (modules, features). */
const apps = [
  { src: 'apps/api/src', split: ['modules'] },
  { src: 'apps/dashboard/src', split: ['features'] },
  { src: 'apps/web/src', split: ['features'] },
]

/** The folder a file belongs to: "modules/payments", "db", "lib"; a file directly in src is a place of its own. */
function placeOf(file, split) {
  const parts = file.split('/')
  if (parts.length === 1) return file
  if (split.includes(parts[0]) && parts.length > 2) return `${parts[0]}/${parts[1]}`
  return parts[0]
}

/** Strongly connected components of a graph (Tarjan): every set of places that reach each other. */
function circles(graph) {
  let index = 0
  const stack = []
  const seen = new Map()
  const found = []
  const visit = (node) => {
    const entry = { index, low: index, onStack: true }
    index++
    seen.set(node, entry)
    stack.push(node)
    for (const next of graph.get(node) ?? []) {
      const other = seen.get(next)
      if (!other) {
        visit(next)
        entry.low = Math.min(entry.low, seen.get(next).low)
      } else if (other.onStack) entry.low = Math.min(entry.low, other.index)
    }
    if (entry.low === entry.index) {
      const component = []
      let member
      do {
        member = stack.pop()
        seen.get(member).onStack = false
        component.push(member)
      } while (member !== node)
      if (component.length > 1) found.push(component.sort())
    }
  }
  for (const node of graph.keys()) if (!seen.has(node)) visit(node)
  return found
}

let problems = 0
for (const app of apps) {
  const result = await madge(path.join(root, app.src), {
    fileExtensions: ['ts', 'tsx'],
    // React Router writes route types beside the web app (.react-router/, `+types`): not the app's own imports.
    excludeRegExp: [
      /\.test\.tsx?$/,
      /(^|\/)test\//,
      /test-support\.tsx?$/,
      /\.d\.ts$/,
      /\.react-router\//,
      /\+types\//,
    ],
    tsConfig: path.join(root, app.src, '..', 'tsconfig.json'),
  })
  for (const cycle of result.circular()) {
    problems++
    console.error(`${app.src}: files import each other: ${[...cycle, cycle[0]].join(' -> ')}`)
  }
  const places = new Map()
  const example = new Map()
  for (const [file, imports] of Object.entries(result.obj())) {
    const from = placeOf(file, app.split)
    if (!places.has(from)) places.set(from, new Set())
    for (const imported of imports) {
      const to = placeOf(imported, app.split)
      if (to === from) continue
      places.get(from).add(to)
      if (!example.has(`${from} ${to}`)) example.set(`${from} ${to}`, `${file} imports ${imported}`)
    }
  }
  for (const component of circles(places)) {
    problems++
    const inside = new Set(component)
    const edges = component.flatMap((from) =>
      [...(places.get(from) ?? [])].filter((to) => inside.has(to)).map((to) => example.get(`${from} ${to}`)),
    )
    console.error(`${app.src}: folders import each other: ${component.join(', ')}\n  ${edges.join('\n  ')}`)
  }
}
if (problems) {
  console.error(`${problems} import circle(s)`)
  process.exit(1)
}
console.log('No import circles between files or folders in apps/api, apps/dashboard and apps/web.')
