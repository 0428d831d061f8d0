// Records every host this process talks to (TCP connects, DNS look-ups, fetch, WebSocket) so a test can
// assert the WalletConnect SDKs stayed on loopback. Import it before anything that opens connections.
import dns from 'node:dns';
import net from 'node:net';

/** @type {Set<string>} */
export const contacted = new Set();
const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost', '::ffff:127.0.0.1']);

/** @param {unknown} host */
const note = (host) => { if (typeof host === 'string' && host) contacted.add(host.replace(/^\[|\]$/g, '')); };

const connect = net.Socket.prototype.connect;
/** @this {net.Socket} @param {any[]} args */
net.Socket.prototype.connect = function (...args) {
  const [first] = args;
  const options = Array.isArray(first) ? first[0] : first; // http passes [options, cb] in one argument
  if (options && typeof options === 'object' && !options.path) note(options.host ?? 'localhost');
  else if (typeof first === 'number') note(typeof args[1] === 'string' ? args[1] : 'localhost');
  return connect.apply(this, /** @type {any} */ (args));
};

const lookup = dns.lookup;
dns.lookup = /** @type {any} */ (function (/** @type {string} */ hostname, /** @type {any[]} */ ...rest) { note(hostname); return /** @type {any} */ (lookup)(hostname, ...rest); });

const realFetch = globalThis.fetch;
globalThis.fetch = /** @type {typeof fetch} */ (async (input, init) => {
  note(new URL(input instanceof Request ? input.url : String(input)).hostname);
  return realFetch(input, init);
});

// Node 20 has no global WebSocket (the SDK then uses the `ws` package, seen by the connect hook above);
// on Node 22+ the SDK would use this one.
if (typeof globalThis.WebSocket === 'function') {
  const RealWebSocket = globalThis.WebSocket;
  globalThis.WebSocket = /** @type {typeof WebSocket} */ (/** @type {unknown} */ (class extends RealWebSocket {
    /** @param {string | URL} url @param {string | string[]} [protocols] */
    constructor(url, protocols) { note(new URL(url).hostname); super(url, protocols); }
  }));
}

/** Hosts other than loopback contacted so far. */
export const nonLoopbackHosts = () => [...contacted].filter((h) => !LOOPBACK.has(h));
