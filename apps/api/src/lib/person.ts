/** A guest's or a staff member's row, as far as both name the same facts. */
interface PersonRow {
  id: string
  name: string
  lastName: string
  email: string
  phone: string | null
  identification: string | null
}

/** Who a person is, as both a guest's account (ClientUser) and a staff member (StaffUser) answer it. */
export const personFacts = (row: PersonRow) => ({
  id: row.id,
  name: row.name,
  last_name: row.lastName,
  email: row.email,
  phone: row.phone,
  identification: row.identification,
})
