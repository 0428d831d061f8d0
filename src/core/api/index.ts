/** The Blockchain API client (names, balances, activity) and the schemas its answers are checked against. */
export * from './blockchain-api.js';
export * from './schemas.js';
