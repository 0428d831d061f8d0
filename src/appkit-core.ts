/**
 * `w3m-modal/core`: the counterpart of AppKit's `@reown/appkit/core` (AppKit without a chain adapter). The modal
 * needs no adapter for its own connections, so this is the main entry under AppKit's subpath: an app moving from
 * AppKit renames the import and keeps the rest.
 */
export * from './index.js';
