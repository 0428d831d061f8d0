// Order matters: the wallet announces itself, the modal gets its RPC config, then the tags are defined.
import '../demo-wallet.js';
import './local-rpc.js';
import '../../src/define.js';
import { exposeModal } from '../dev-handle.js';
import { mountDevPanel } from '../dev-panel.js';

// The `<w3m-modal project-id>` tag created the instance: `window.modal` in the console, as an app holds `modal`.
exposeModal();
const panel = document.getElementById('dev-panel');
if (panel) mountDevPanel(panel, () => window.modal);
