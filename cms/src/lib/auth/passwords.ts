import { PASSWORD_RULES } from '@qahve/config';

/** The shortest password an administrator may have: the console's and the Strapi panel's alike (config/src/passwords.ts). */
export const ADMIN_PASSWORD_MIN_LENGTH = PASSWORD_RULES.minLength;

/**
 * A bcrypt hash (cost 10, as every stored password) of a random secret nobody knows. A sign-in with
 * an unknown e-mail is compared against it, so that it costs what a wrong password costs and its
 * timing does not tell which e-mails exist.
 */
export const DUMMY_PASSWORD_HASH = '$2a$10$jFP/kY9tV2Shh0.nJhEyBejhXkPFd4weZB2vNdYZB/5N4KaB5Ztpq';
