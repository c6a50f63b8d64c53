import pg from 'pg'

/** One statement on its own connection to a PostgreSQL server: databases are made and dropped outside a pool. */
export async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
