/** A local account, as stored in the RecordStore collection 'users' (without its password hash). */
export interface AuthUser {
  user_id: string
  username: string
  email: string
  first_name: string
  last_name: string
  name: string
  affiliation?: string
  affiliation_address?: string
  created: string
  is_admin?: boolean
}
