import { it } from 'vitest'
import { openDatabase } from '../db/client.ts'
import { seed } from '../db/seed.ts'
import { loadConfig } from '../config.ts'
import { freshDatabase } from '../test/harness.ts'
it('times', async () => {
  for (let i = 0; i < 3; i++) {
    let t = performance.now()
    const { database, drop } = await freshDatabase()
    const a = performance.now() - t; t = performance.now()
    await database.migrate()
    const b = performance.now() - t; t = performance.now()
    await seed(database.db, loadConfig({ NODE_ENV: 'test', SEED_OWNER_PASSWORD: 'owner-test-password-1', DATA_DIR: '/tmp/x' }), { roomArt: false })
    const c = performance.now() - t; t = performance.now()
    await database.close(); await drop()
    console.log(`open ${a.toFixed(0)} migrate ${b.toFixed(0)} seed ${c.toFixed(0)} close ${(performance.now()-t).toFixed(0)}`)
  }
}, 120000)
