import { z } from 'zod'

/** The fields of the registration form, as typed by the user. */
export interface RegistrationValues {
  username: string
  email: string
  first_name: string
  last_name: string
  affiliation: string
  password: string
  password_repeat: string
}

export type RegistrationErrors = Partial<Record<keyof RegistrationValues, string>>

const registrationSchema = z
  .object({
    username: z
      .string()
      .trim()
      .min(1, 'Please choose a username.')
      .regex(/^[A-Za-z0-9._-]{2,64}$/, 'A username has 2 to 64 letters, digits, dots, dashes or underscores.'),
    email: z.string().trim().min(1, 'Please enter your email address.').pipe(z.email('Please enter a valid email address.')),
    first_name: z.string().trim().min(1, 'Please enter your first name.'),
    last_name: z.string().trim().min(1, 'Please enter your last name.'),
    affiliation: z.string().trim(),
    password: z.string().min(8, 'The password needs at least 8 characters.'),
    password_repeat: z.string(),
  })
  .refine((values) => values.password === values.password_repeat, { path: ['password_repeat'], message: 'The passwords do not match.' })

const fields: (keyof RegistrationValues)[] = ['username', 'email', 'first_name', 'last_name', 'affiliation', 'password', 'password_repeat']

/** Reads the form body into the registration values (missing fields become empty). */
export function registrationValues(body: Record<string, unknown>): RegistrationValues {
  const values = {} as RegistrationValues
  for (const field of fields) values[field] = typeof body[field] === 'string' ? body[field] : ''
  return values
}

/** Validates the form; returns the first message per field, or nothing when it is valid. */
export function validateRegistration(values: RegistrationValues): RegistrationErrors | undefined {
  const result = registrationSchema.safeParse(values)
  if (result.success) return undefined
  const errors: RegistrationErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof RegistrationValues
    errors[field] ??= issue.message
  }
  return errors
}
