/** The embedded wallet's views: email and social sign-in, transaction approval, account names. */
// The elements load lazily (the router's view table imports their files): their classes are types here, so
// importing this index never pulls an element into a chunk.
export type { W3mEmailLogin } from './w3m-email-login.js';
export type { W3mSocialLogin } from './w3m-social-login.js';
export type { W3mApproveTransactionView } from './w3m-approve-transaction-view.js';
export type { W3mRegisterAccountNameView } from './w3m-register-account-name-view.js';
export type { W3mRegisterAccountNameSuccessView } from './w3m-register-account-name-success-view.js';
export type { W3mWalletGuide } from './w3m-wallet-guide.js';
export type { W3mContinueWithWallet } from './w3m-continue-with-wallet.js';
