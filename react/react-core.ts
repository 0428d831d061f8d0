/**
 * `w3m-modal/react-core`: the counterpart of AppKit's `@reown/appkit/react-core` (React hooks without a chain
 * adapter). The modal needs no adapter for its own connections, so this is `w3m-modal/react` under AppKit's
 * subpath, `Provider` type included.
 */
export * from './index.js';
