// Side-effect module: registers every custom element of the library (guarded against double definition).
import './modal/w3m-modal.js';
import './modal/w3m-header.js';
import './modal/w3m-router.js';
import './modal/w3m-toaster.js';
import './modal/w3m-button.js';
import './modal/appkit-button.js';
import './modal/appkit-connect-button.js';
import './modal/appkit-account-button.js';
import './modal/appkit-network-button.js';
import './views/connect/w3m-connect-view.js';
// <wui-toast>, <wui-alert> and the configuration banner <w3m-alert> load on first use (components/lazy-elements.ts).
// <w3m-connecting-wc-basic-view> and <wui-qr-code> are not here: the router loads them (a separate
// chunk) the first time the WalletConnect view is shown.
import './components/wui-avatar.js';
import './components/wui-button.js';
import './components/wui-icon.js';
import './components/wui-icon-button.js';
import './components/wui-list-wallet.js';
import './components/wui-spinner.js';
import './components/wui-theme.js';
import './components/wui-wallet-image.js';
