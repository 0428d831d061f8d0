// Side-effect module: registers the library's page-level elements (guarded against double definition).
// The dialog and the parts inside it (header, router, Connect view, rows, icons) are one chunk that
// <w3m-modal> fetches once the page is idle, or at the first open (src/modal/modal-ui.ts).
// <w3m-toaster> (with <wui-toast>) and the alert banners load on first use (components/lazy-elements.ts); the router loads its other views.
// The kit first: a `<w3m-modal>` with attributes configures it (createAppKit) as soon as it is defined.
import './app-kit.js';
import './modal/w3m-modal.js';
import './modal/w3m-button.js';
import './modal/appkit-button.js';
import './modal/appkit-connect-button.js';
import './modal/appkit-account-button.js';
import './modal/appkit-network-button.js';
import './modal/w3m-connect-button.js';
import './modal/w3m-account-button.js';
import './modal/w3m-network-button.js';
import './components/wui-theme.js';
