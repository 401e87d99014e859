import { z } from 'zod'

/** POST auth/token (form) and GET auth/token (query): a password login for scripts. */
export const passwordTokenRequestSchema = z.object({
  username: z.string().min(1, 'username is required'),
  password: z.string().min(1, 'password is required'),
})
export type PasswordTokenRequest = z.infer<typeof passwordTokenRequestSchema>

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
})
export type TokenResponse = z.infer<typeof tokenResponseSchema>

/** GET auth/app_token?expires_in=: the lifetime in seconds; the server caps it. */
export const appTokenQuerySchema = z.object({
  expires_in: z.coerce.number().int('expires_in must be a whole number of seconds').positive('expires_in must be greater than 0'),
})
export type AppTokenQuery = z.infer<typeof appTokenQuerySchema>

export const appTokenResponseSchema = z.object({ app_token: z.string() })
export type AppTokenResponse = z.infer<typeof appTokenResponseSchema>
