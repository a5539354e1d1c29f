import { z } from 'zod';
import { endpoint, idParams } from './endpoint';
import * as auth from './auth';
import { listOf, pageQuerySchema } from './common';
import * as slack from './slack';

/** Sign-in, sessions, account, members, password and Google (product.md §7, server.md §5). */
export const authEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/v1/auth/login/',
    access: 'public',
    body: auth.loginBodySchema,
    response: auth.sessionSchema,
  }),
  register: endpoint({
    method: 'POST',
    path: '/v1/auth/register/',
    access: 'public',
    status: 201,
    body: auth.registerBodySchema,
    response: auth.sessionSchema,
  }),
  refresh: endpoint({
    method: 'POST',
    path: '/v1/auth/refresh/',
    access: 'public',
    body: auth.refreshBodySchema,
    response: auth.refreshResponseSchema,
  }),
  /**
   * Log out: revokes the presented refresh token's family (that sign-in), so the token cannot
   * renew the session any more. Public like refresh: the access token may have expired. Answers
   * 200 for any token, known or not, so it tells nothing about tokens.
   */
  logout: endpoint({
    method: 'POST',
    path: '/v1/auth/logout/',
    access: 'public',
    body: auth.refreshBodySchema,
    response: auth.detailSchema,
  }),
  getAccount: endpoint({
    method: 'GET',
    path: '/v1/auth/account',
    access: 'member',
    response: auth.accountSchema,
  }),
  /** Creates the caller's team (so no team is needed) or, for its admins, updates it. */
  saveAccount: endpoint({
    method: 'POST',
    path: '/v1/auth/account',
    access: 'user',
    body: auth.accountBodySchema,
    response: auth.accountSchema,
  }),
  getMember: endpoint({
    method: 'GET',
    path: '/v1/auth/member',
    access: 'member',
    response: auth.memberSchema,
  }),
  /** Accepts an invite (so no team is needed), sets the caller's phone, or invites (admins). */
  saveMember: endpoint({
    method: 'POST',
    path: '/v1/auth/member',
    access: 'user',
    body: auth.memberBodySchema,
    response: auth.memberSchema,
  }),
  /** The team's members; `code` is null unless the caller is an admin (server.md §5). */
  listMembers: endpoint({
    method: 'GET',
    path: '/v1/auth/account/:id/members',
    access: 'member',
    params: idParams,
    query: pageQuerySchema,
    response: listOf(auth.memberSchema),
  }),
  /** Changes a member's type; the team's last active admin cannot be demoted (400). */
  updateMember: endpoint({
    method: 'PATCH',
    path: '/v1/auth/member/:id',
    access: 'admin',
    params: idParams,
    body: auth.memberTypeBodySchema,
    response: auth.memberSchema,
  }),
  /** Removes a member (or withdraws an invite); the user stays. Not the last active admin (400). */
  removeMember: endpoint({
    method: 'DELETE',
    path: '/v1/auth/member/:id',
    access: 'admin',
    params: idParams,
    response: auth.detailSchema,
  }),
  /** Regenerates the caller's API key; the old one stops working at once (server.md §5). */
  regenerateApiToken: endpoint({
    method: 'GET',
    path: '/v1/auth/token',
    access: 'user',
    response: auth.apiTokenSchema,
  }),
  /** The caller's current API key, e.g. after another session regenerated it. */
  getApiToken: endpoint({
    method: 'GET',
    path: '/v1/auth/token/current',
    access: 'user',
    response: auth.apiTokenSchema,
  }),
  /** The caller's own first and last name. */
  updateProfile: endpoint({
    method: 'PATCH',
    path: '/v1/auth/user',
    access: 'user',
    body: auth.profileBodySchema,
    response: auth.userSchema,
  }),
  /** Changes the caller's password; the current one is required (wrong: 400). */
  changePassword: endpoint({
    method: 'POST',
    path: '/v1/auth/password',
    access: 'user',
    body: auth.changePasswordBodySchema,
    // A fresh session: every other sign-in of the user has just ended.
    response: auth.sessionSchema,
  }),
  getResetLink: endpoint({
    method: 'POST',
    path: '/v1/auth/get-reset-link',
    access: 'public',
    body: auth.resetLinkBodySchema,
    response: auth.detailSchema,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/v1/auth/reset-password',
    access: 'public',
    body: auth.resetPasswordBodySchema,
    response: auth.detailSchema,
  }),
  /** Sets the csrftoken cookie on a first visit (any response does; this one does nothing else). */
  csrf: endpoint({
    method: 'GET',
    path: '/v1/auth/csrf',
    access: 'public',
    response: auth.detailSchema,
  }),
  /** The Google button's target: redirects to Google's consent screen (404 when not configured). */
  googleStart: endpoint({
    method: 'GET',
    path: '/v1/auth/google/start',
    access: 'public',
    status: 302,
    response: z.unknown(),
  }),
  /** Google's redirect target: redirects on to /google-confirm, or /login?google=<failure>. */
  googleReturn: endpoint({
    method: 'GET',
    path: '/v1/auth/google',
    access: 'public',
    status: 302,
    query: z.object({
      code: z.string().max(2048).optional(),
      state: z.string().max(512).optional(),
      error: z.string().max(256).optional(),
    }),
    response: z.unknown(),
  }),
  /** The team's Slack connection (channel, masked webhook); members read it, admins change it. */
  getSlack: endpoint({
    method: 'GET',
    path: '/v1/auth/slack',
    access: 'member',
    response: slack.slackStatusSchema,
  }),
  /** Connects an incoming-webhook URL (Slack's host only, SSRF-guarded); server.md §5. */
  connectSlack: endpoint({
    method: 'POST',
    path: '/v1/auth/slack',
    access: 'admin',
    body: slack.slackConnectBodySchema,
    response: slack.slackStatusSchema,
  }),
  /** The "Add to Slack" start: Slack's authorize URL with a signed state (404 without an app). */
  installSlack: endpoint({
    method: 'POST',
    path: '/v1/auth/slack/install',
    access: 'admin',
    response: slack.slackInstallSchema,
  }),
  /** Slack's redirect after the install: stores the webhook, then redirects to /slack?slack=… */
  slackCallback: endpoint({
    method: 'GET',
    path: '/v1/auth/slack/callback',
    access: 'public',
    status: 302,
    query: slack.slackCallbackQuerySchema,
    response: z.unknown(),
  }),
  /** Posts a test message to the connected channel. */
  testSlack: endpoint({
    method: 'POST',
    path: '/v1/auth/slack/test',
    access: 'admin',
    response: auth.detailSchema,
  }),
  disconnectSlack: endpoint({
    method: 'DELETE',
    path: '/v1/auth/slack',
    access: 'admin',
    response: slack.slackStatusSchema,
  }),
} as const;
