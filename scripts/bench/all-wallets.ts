// AllWallets bench page: the plain-HTML usage with a local explorer. Order matters: the modal gets its config
// before the tags are defined, so it is configured once.
import './all-wallets-config.js';
import 'w3m-modal/define';
