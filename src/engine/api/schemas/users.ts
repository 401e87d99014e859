import { z } from 'zod'

/**
 * A user as NOMAD's API returns it. Lookups of other users leave out the email; the caller's
 * own profile (GET users/me) includes it.
 */
export const userSchema = z.object({
  user_id: z.string(),
  username: z.string().optional(),
  email: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  name: z.string().optional(),
  affiliation: z.string().optional(),
  affiliation_address: z.string().optional(),
  created: z.string().optional(),
  is_admin: z.boolean().optional(),
  is_oasis_admin: z.boolean().optional(),
})
export type User = z.infer<typeof userSchema>

/** GET users: `prefix` searches names and usernames, `user_id` (repeatable) looks users up. */
export const usersQuerySchema = z.object({
  prefix: z.string().optional(),
  user_id: z.array(z.string()).optional(),
})
export type UsersQuery = z.infer<typeof usersQuerySchema>

export const usersResponseSchema = z.object({ data: z.array(userSchema) })
export type UsersResponse = z.infer<typeof usersResponseSchema>

const requiredText = (field: string) => z.string().trim().min(1, `${field} is required`)

/** PUT users/invite: all four fields are required. */
export const inviteUserSchema = z.object({
  email: z.email('email must be a valid email address'),
  first_name: requiredText('first_name'),
  last_name: requiredText('last_name'),
  affiliation: requiredText('affiliation'),
})
export type InviteUser = z.infer<typeof inviteUserSchema>

/** A user group: its members are user ids; the owner is a user id too. */
export const groupSchema = z.object({
  group_id: z.string(),
  group_name: z.string(),
  owner: z.string(),
  members: z.array(z.string()),
})
export type Group = z.infer<typeof groupSchema>

/** GET groups: `group_id` (repeatable), `user_id` (owner or member), `search_terms` (in the name). */
export const groupsQuerySchema = z.object({
  group_id: z.array(z.string()).optional(),
  user_id: z.string().optional(),
  search_terms: z.string().optional(),
})
export type GroupsQuery = z.infer<typeof groupsQuerySchema>

export const groupsResponseSchema = z.object({ data: z.array(groupSchema) })
export type GroupsResponse = z.infer<typeof groupsResponseSchema>
