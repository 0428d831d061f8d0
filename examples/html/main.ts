// Order matters: the wallet announces itself, the modal gets its RPC config, then the tags are defined.
import '../demo-wallet.js';
import './local-rpc.js';
import '../../src/define.js';
