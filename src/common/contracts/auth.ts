import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../limits';

const ZEmail = z
  .string({ error: 'Email is required.' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required.')
  .max(EMAIL_MAX_LENGTH, 'Email is too long.')
  .pipe(z.email('Enter a valid email address.'));

const ZName = z
  .string({ error: 'Name is required.' })
  .trim()
  .min(1, 'Name is required.')
  .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters.`);

export const ZNewPassword = z
  .string({ error: 'Password is required.' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`);

/** A password being checked (sign-in, current password): only bounded, never judged. */
const ZGivenPassword = z
  .string({ error: 'Password is required.' })
  .min(1, 'Password is required.')
  .max(PASSWORD_MAX_LENGTH, 'Invalid email or password.');

export const ZUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  /** Set when the owner deleted the account during a paid period: the day everything is deleted. */
  deletionScheduledAt: z.string().nullable(),
});
export type TUser = z.infer<typeof ZUserSchema>;

export const ZMeResponseSchema = z.object({ user: ZUserSchema });
export type TMeResponse = z.infer<typeof ZMeResponseSchema>;

export const ZRegisterRequestSchema = z.object({ name: ZName, email: ZEmail, password: ZNewPassword });
export type TRegisterRequest = z.infer<typeof ZRegisterRequestSchema>;

export const ZLoginRequestSchema = z.object({ email: ZEmail, password: ZGivenPassword });
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>;

export const ZProfileRequestSchema = z.object({
  name: ZName,
  email: ZEmail,
  /** Needed only when the email changes. */
  currentPassword: ZGivenPassword.optional(),
});
export type TProfileRequest = z.infer<typeof ZProfileRequestSchema>;

export const ZChangePasswordRequestSchema = z.object({
  currentPassword: ZGivenPassword,
  newPassword: ZNewPassword,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequestSchema>;

export const ZForgotPasswordRequestSchema = z.object({ email: ZEmail });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequestSchema>;

export const ZResetPasswordRequestSchema = z.object({
  token: z.string().min(1, 'The reset link is incomplete.').max(200, 'The reset link is invalid.'),
  newPassword: ZNewPassword,
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequestSchema>;

export const ZMessageResponseSchema = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponseSchema>;

export const ZDeleteAccountResponseSchema = z.object({
  message: z.string(),
  /** When the account and its data go: now (null) or at the end of the paid period. */
  deletesAt: z.string().nullable(),
});
export type TDeleteAccountResponse = z.infer<typeof ZDeleteAccountResponseSchema>;

export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that address, we have sent a link to reset the password. It is valid for 1 hour.';
