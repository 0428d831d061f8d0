// The plain-HTML usage with WalletConnect on: what enabling it adds to the library's initial JS.
// Order matters: the modal gets its config before the tags are defined, so it is configured once.
import './wc-config.js';
import 'w3m-modal/define';
