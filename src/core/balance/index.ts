/** The connected account's native balance: the listener that reads it (the reader itself is a lazy row). */
export * from './actions.js';
