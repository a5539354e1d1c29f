import { z } from 'zod';
import { idSchema, requiredText, timestampSchema } from './common';
import { planLimitsSchema, planNameSchema } from './plans';

export const PASSWORD_MIN_LENGTH = 8;
export const passwordTooShortMessage = 'Password needs to be at least 8 characters.';

const emailSchema = requiredText('Email', 254).pipe(
  z.email({ error: 'Enter a valid email address.' }).transform((email) => email.toLowerCase()),
);

/** A password as the forms send it: trimmed (product.md §5), required, bounded so hashing stays cheap. */
const passwordText = z
  .string({
    error: (issue) =>
      issue.input === undefined ? 'Password is required' : 'Password must be text',
  })
  .trim()
  .min(1, { error: 'Password is required', abort: true })
  .max(256, { error: 'Password must be at most 256 characters', abort: true });

/** A new password: at least 8 characters (product.md §5). */
export const newPasswordSchema = passwordText.refine(
  (password) => password.length >= PASSWORD_MIN_LENGTH,
  passwordTooShortMessage,
);

export const userSchema = z.object({
  id: idSchema,
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_active: z.boolean(),
  created: timestampSchema,
  updated: timestampSchema,
});
export type User = z.infer<typeof userSchema>;

/** What login, register and the Google return hand the client. */
export const sessionSchema = z.object({
  token: z.string(),
  refresh: z.string(),
  api_token: z.string(),
  user: userSchema,
});
export type Session = z.infer<typeof sessionSchema>;

export const loginBodySchema = z.object({
  email: requiredText('Email', 254).transform((email) => email.toLowerCase()),
  password: passwordText,
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Register payload: username equals the email (product.md §3); the server stores the email. */
export const registerBodySchema = z.object({
  username: z.string().trim().max(254).optional(),
  email: emailSchema,
  password: newPasswordSchema,
  first_name: requiredText('First Name', 150),
  last_name: requiredText('Last Name', 150),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const refreshBodySchema = z.object({ refresh: requiredText('Refresh token', 512) });
export type RefreshBody = z.infer<typeof refreshBodySchema>;
/** `access` is the new access token; the refresh token rotates, so the new one comes back too. */
export const refreshResponseSchema = z.object({ access: z.string(), refresh: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

/** A team's plan; `new` until the setup wizard chose one, `admin` the operator's own team. */
export const accountTypeSchema = z.enum(['new', ...planNameSchema.options, 'admin']);
export type AccountType = z.infer<typeof accountTypeSchema>;

export const surveyAnswerSchema = z.object({
  question: z.string().max(500),
  answer: z.string().max(500).nullable(),
  choices: z.array(z.string().max(200)).max(20),
  index: z.number().int().min(0).max(20),
});
export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>;

export const couponSchema = z.object({ code: z.string(), discount: z.number() });
export type Coupon = z.infer<typeof couponSchema>;

export const usageSchema = z.object({
  sites: z.number().int(),
  scans: z.number().int(),
  tests: z.number().int(),
  caseruns: z.number().int(),
  flowruns: z.number().int(),
  schedules: z.number().int(),
  /** The team's uptime monitors now (paused ones too): the plan's monitors_allowed counts them. */
  monitors: z.number().int(),
  period_start: timestampSchema,
});
export type Usage = z.infer<typeof usageSchema>;

export const accountSchema = z.object({
  id: idSchema,
  name: z.string(),
  type: accountTypeSchema,
  code: z.string(),
  info: z.object({ survey: z.array(surveyAnswerSchema) }),
  usage: usageSchema,
  limits: planLimitsSchema,
  meta: z.object({ coupon: couponSchema.nullable() }),
  /** The Slack connection without its secrets: the channel and the masked webhook URL. */
  slack: z.object({ channel: z.string().nullable(), webhook: z.string().nullable() }).nullable(),
  time_created: timestampSchema,
});
export type Account = z.infer<typeof accountSchema>;

/**
 * POST /v1/auth/account: `{name, type: 'new'}` creates the caller's team; `{id, ...}` updates it
 * (name, survey answers, and the wizard's "skip billing" move from new to free).
 */
export const accountBodySchema = z
  .object({
    id: idSchema.optional(),
    name: requiredText('Team name', 100).optional(),
    type: accountTypeSchema.optional(),
    info: z.object({ survey: z.array(surveyAnswerSchema).max(10) }).optional(),
  })
  .refine((body) => body.id !== undefined || body.name !== undefined, {
    path: ['name'],
    message: 'Team name is required',
  });
export type AccountBody = z.infer<typeof accountBodySchema>;

export const memberStatusSchema = z.enum(['pending', 'active']);
export const memberTypeSchema = z.enum(['admin', 'contributor']);
/** "<country code> <number>", e.g. "+1 (555) 123-4567" (product.md §3). */
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+[0-9-]{1,8} [0-9() -]{4,20}$/, 'Enter a phone number as "+<code> <number>"');

export const memberSchema = z.object({
  id: idSchema,
  account: idSchema,
  email: z.string(),
  phone: z.string().nullable(),
  status: memberStatusSchema,
  type: memberTypeSchema,
  /** The invite code; only shown to admins, and only while the invite is pending. */
  code: z.string().nullable(),
  time_created: timestampSchema,
});
export type Member = z.infer<typeof memberSchema>;

/**
 * POST /v1/auth/member: with `account` and `email` creates an invite (or updates the caller's own
 * membership, e.g. its phone); with `id`, `code` and status `active` accepts an invite; with `id`
 * alone reads that member.
 */
export const memberBodySchema = z
  .object({
    id: idSchema.optional(),
    account: idSchema.optional(),
    email: emailSchema.optional(),
    status: memberStatusSchema.optional(),
    type: memberTypeSchema.optional(),
    code: z.string().trim().max(128).optional(),
    phone: phoneSchema.nullable().optional(),
    send_invite: z.boolean().optional(),
  })
  .refine((body) => body.id !== undefined || body.account !== undefined, {
    path: ['account'],
    message: 'Account is required',
  })
  .refine((body) => body.id !== undefined || body.email !== undefined, {
    path: ['email'],
    message: 'Email is required',
  });
export type MemberBody = z.infer<typeof memberBodySchema>;

/** PATCH /v1/auth/member/:id (admins only): a member's new type. */
export const memberTypeBodySchema = z.object({
  type: z.enum(memberTypeSchema.options, { error: 'Type must be admin or contributor' }),
});
export type MemberTypeBody = z.infer<typeof memberTypeBodySchema>;

/** GET /v1/auth/token (regenerates) and GET /v1/auth/token/current (reads): the caller's key. */
export const apiTokenSchema = z.object({ api_token: z.string() });
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** PATCH /v1/auth/user: the caller's own name. */
export const profileBodySchema = z.object({
  first_name: requiredText('First Name', 150),
  last_name: requiredText('Last Name', 150),
});
export type ProfileBody = z.infer<typeof profileBodySchema>;

/** POST /v1/auth/password: the current password proves it is the owner, not a stolen session. */
export const changePasswordBodySchema = z.object({
  current_password: passwordText,
  password: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const resetLinkBodySchema = z.object({ email: emailSchema });
/**
 * Sent with `Authorization: Bearer <token from the link>`. The length rule is the server's to
 * apply: a short password answers 417 (product.md §7), not a 400 of the schema.
 */
export const resetPasswordBodySchema = z.object({ password: z.string().max(1000) });
export const detailSchema = z.object({ detail: z.string() });

/** Why the Google return sent the browser back to /login (`?google=`); the client only logs it. */
export const googleFailureSchema = z.enum(['access_denied', 'failed']);
export type GoogleFailure = z.infer<typeof googleFailureSchema>;

/** The query of /google-confirm: the session the Google return hands the client (product.md §2). */
export const googleConfirmQuerySchema = z.object({
  token: z.string().min(1),
  refresh: z.string().min(1),
  api_token: z.string().min(1),
  id: idSchema,
  username: z.string(),
  email: z.string(),
  is_active: z.enum(['true', 'false']),
  created: timestampSchema,
  updated: timestampSchema,
});
export type GoogleConfirmQuery = z.infer<typeof googleConfirmQuerySchema>;

/** Server side: the session as /google-confirm's query parameters. */
export function googleConfirmQuery(session: Session): GoogleConfirmQuery {
  const { user } = session;
  return {
    token: session.token,
    refresh: session.refresh,
    api_token: session.api_token,
    id: user.id,
    username: user.username,
    email: user.email,
    is_active: String(user.is_active) as 'true' | 'false',
    created: user.created,
    updated: user.updated,
  };
}

/** Client side: the session back from the query (names are not part of it). */
export function sessionFromGoogleConfirm(query: GoogleConfirmQuery): Session {
  const { token, refresh, api_token, is_active, ...user } = query;
  return {
    token,
    refresh,
    api_token,
    user: { ...user, first_name: '', last_name: '', is_active: is_active === 'true' },
  };
}
