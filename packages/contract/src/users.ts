import { z } from 'zod';
import { idSchema, languageSchema, localisedSchema } from './common';
import { PASSWORD_MIN_LENGTH } from './constants';
import { messages } from './messages';
import { orderSchema } from './orders';
import { profileImageSchema } from './social';

export const roleSchema = z.enum(['user', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** The signed-in user as the API sends it; never carries the password hash. */
export const authUserSchema = z.object({
  _id: idSchema,
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  telephone: z.string(),
  profileImage: z.string().nullable(),
  role: roleSchema,
  activated: z.boolean(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const authUserResponseSchema = z.object({ authUser: authUserSchema });
/** `GET /users/verify-user`: who is signed in; null for a guest, which is not an error. */
export const verifyUserResponseSchema = z.object({ authUser: authUserSchema.nullable() });

/** An e-mail address as a form gives it (shared by sign-up, password reset and stock alerts). */
export const emailSchema = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, messages.emailRequired)
  .max(254, messages.emailNotCorrect)
  .pipe(z.email({ error: messages.emailNotCorrect }));

const password = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, messages.passwordTooShort)
  .max(200);

const telephone = z
  .string({ error: messages.telephoneRequired })
  .trim()
  .min(1, messages.telephoneRequired)
  // Digits, spaces, brackets and dashes only: single-line by construction.
  .regex(/^\+?[0-9][0-9 ()-]{7,18}[0-9]$/, messages.telephoneNotCorrect);

/**
 * Names and telephones are single-line text: they go into mails (`Hello {name},`) and headers, where a
 * line break or another control character would let a sign-up write the mail's text.
 */
const singleLine = /^[^\p{Cc}\p{Zl}\p{Zp}]*$/u;

/** A first name or surname: one line, 1..100 characters (sign-up, settings, a guest at checkout). */
export const personName = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(100).regex(singleLine, required);

/**
 * `POST /users/signup`. Unknown fields (a `role`, say) are dropped, never trusted: the server decides
 * roles.
 */
export const signUpBodySchema = z
  .object({
    name: personName(messages.firstNameRequired),
    surname: personName(messages.lastNameRequired),
    email: emailSchema,
    telephone,
    password,
    confirmPassword: z
      .string({ error: messages.confirmPasswordRequired })
      .min(1, messages.confirmPasswordRequired)
      .min(PASSWORD_MIN_LENGTH, messages.confirmPasswordTooShort),
    /** The language the shopper signed up in: their mails are written in it (default: the cookie's). */
    language: languageSchema.optional(),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: messages.passwordsNotMatched,
    path: ['confirmPassword'],
  });
export type SignUpBody = z.infer<typeof signUpBodySchema>;

/** `POST /users/login`. */
export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired).max(200),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** `POST /users/update-user`: the signed-in user's own profile. */
export const updateUserBodySchema = z.object({
  name: personName(messages.firstNameRequired).optional(),
  surname: personName(messages.lastNameRequired).optional(),
  telephone: telephone.optional(),
  /** An image stored by `POST /uploads?kind=profile`; null removes it. */
  profileImage: profileImageSchema.nullable().optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/**
 * The signed-in shopper's password, asked again before an action that changes the account (a new
 * password, deleting the account, an admin's role change): a session alone is not enough for those.
 */
export const currentPasswordSchema = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .max(200);

/** `PUT /user/save_new_password`. */
export const saveNewPasswordBodySchema = z.strictObject({
  currentPassword: currentPasswordSchema,
  newPassword: password,
});
export type SaveNewPasswordBody = z.infer<typeof saveNewPasswordBodySchema>;

/** `POST /users/email_actvation` (sic, as the SPEC spells it). */
export const emailActivationBodySchema = z.strictObject({ token: z.string().min(1).max(500) });

/** `GET /authorize_user`: may this session use the admin page? */
export const authorizeUserResponseSchema = z.object({ role: roleSchema, admin: z.boolean() });

/** `GET /users/:id`. */
export const userResponseSchema = z.object({ user: authUserSchema });

/** `DELETE /users/logout`: the session is gone and its cookie cleared. */
export const logoutResponseSchema = z.object({ loggedOut: z.literal(true) });

// Accounts (issue 19): activation, password reset, own data.

/** `POST /users/resend-activation`: a new activation mail went to the signed-in shopper. */
export const resendActivationResponseSchema = z.object({ sent: z.literal(true) });

/** `POST /users/forgot-password`. */
export const forgotPasswordBodySchema = z.strictObject({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;
/**
 * Its one answer (202), whether or not the address has an account: it tells nobody who is registered.
 */
export const forgotPasswordResponseSchema = z.object({ accepted: z.literal(true) });

/** `POST /users/reset-password`: a new password through the mailed one-time link. */
export const resetPasswordBodySchema = z
  .strictObject({
    token: z.string().min(1).max(500),
    password,
    confirmPassword: z
      .string({ error: messages.confirmPasswordRequired })
      .min(1, messages.confirmPasswordRequired)
      .min(PASSWORD_MIN_LENGTH, messages.confirmPasswordTooShort)
      .max(200),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: messages.passwordsNotMatched,
    path: ['confirmPassword'],
  });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** `DELETE /users/me`: the account goes for good; its password confirms it is the owner. */
export const deleteAccountBodySchema = z.strictObject({ password: currentPasswordSchema });
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;
export const deleteAccountResponseSchema = z.object({ deleted: z.literal(true) });

/** `GET /users/me/export`: everything the shop keeps about the signed-in shopper (GDPR art. 15 and 20). */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  profile: authUserSchema.extend({ language: languageSchema, createdAt: z.string() }),
  /** The delivery addresses of their orders. */
  addresses: z.array(
    z.object({ street: z.string(), postcode: z.string(), town: z.string(), telephone: z.string() }),
  ),
  orders: z.array(orderSchema),
  comments: z.array(
    z.object({
      _id: idSchema,
      book: z.object({ _id: idSchema, name: localisedSchema }),
      text: z.string(),
      createdAt: z.string(),
    }),
  ),
  ratings: z.array(
    z.object({
      book: z.object({ _id: idSchema, name: localisedSchema }),
      rating: z.number(),
      updatedAt: z.string(),
    }),
  ),
  commentEvaluations: z.array(
    z.object({ comment: idSchema, value: z.enum(['like', 'dislike']), createdAt: z.string() }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
