/** Allowed origins: the check against the project's allowlist (a lazy row of the loading table). */
export * from './check.js';
export * from './allowlist.js';
