import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * argon2id at OWASP's first recommended setting (19 MiB, t=2, p=1). better-auth's default
 * (scrypt N=2^14, r=16) is weaker than the ASVS baseline, so we plug this in.
 * (Algorithm is a const enum in the typings, which isolated modules cannot read: 2 = Argon2id.)
 */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2ID);

export const verifyPassword = ({ hash: digest, password }: { hash: string; password: string }) =>
  verify(digest, password).catch(() => false);

/** The breached-password list zxcvbn ships (~49k, most frequent first), matched case-insensitively. */
const COMMON = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

export const isCommonPassword = (password: string) => COMMON.has(password.toLowerCase());
