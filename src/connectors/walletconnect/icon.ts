/**
 * The WalletConnect row's icon: a QR-code mark on WalletConnect's blue, drawn for this project (not the
 * WalletConnect logo), inline so no request leaves the page for it.
 */
export const WALLET_CONNECT_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="40" height="40">' +
    '<rect width="40" height="40" fill="#3396ff"/>' +
    '<g fill="none" stroke="#fff" stroke-width="2.6"><rect x="9" y="9" width="8.5" height="8.5" rx="2"/><rect x="22.5" y="9" width="8.5" height="8.5" rx="2"/><rect x="9" y="22.5" width="8.5" height="8.5" rx="2"/></g>' +
    '<g fill="#fff"><rect x="22.5" y="22.5" width="3.6" height="3.6" rx="1"/><rect x="27.4" y="27.4" width="3.6" height="3.6" rx="1"/><rect x="27.4" y="22.5" width="3.6" height="3.6" rx="1" opacity=".6"/><rect x="22.5" y="27.4" width="3.6" height="3.6" rx="1" opacity=".6"/></g>' +
    '</svg>',
)}`;
