// A test's starting account, written straight into the store with the connection slice's own writer: for tests
// about what a view shows for an account, not about how it got connected (src/ reaches the writer only through the
// slice's named actions).
export { patchAccount } from '../../src/core/connection/writes.js';
