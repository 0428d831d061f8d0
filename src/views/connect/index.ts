/** The Connect view: the first paint's view, so its element is a value here. */
export { W3mConnectView } from './w3m-connect-view.js';
