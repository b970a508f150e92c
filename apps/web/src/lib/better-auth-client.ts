import { createAuthClient } from 'better-auth/react';

/** better-auth on the same origin under its default base path /api/auth (cookie sessions). */
export const authClient = createAuthClient();

export type AuthClient = typeof authClient;
