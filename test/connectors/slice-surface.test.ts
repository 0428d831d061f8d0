// The connection slice's index is its whole surface for the rest of the library: named actions that report their
// step, and read-only views of its stores. A raw writer of the account store exported there (or through the initial
// core's index) would let a connection be written without a step, so no event and no modal would follow it.
import { expect } from '@open-wc/testing';
import * as connection from '../../src/core/connection/index.js';
import * as core from '../../src/core/index.js';

/** The slice's raw writers by name, and any other that names itself one (patchAccount, applyConnection, …). */
const RAW_WRITER = /^(patch|reset|apply|write|sync)(Account|Connection)s?$/;

describe('the connection slice exports named actions only', () => {
  it('neither its index nor the initial core exports a raw writer of the account store', () => {
    for (const surface of [connection, core]) {
      expect(Object.keys(surface).filter(name => RAW_WRITER.test(name))).to.deep.equal([]);
    }
  });

  it('names one action for each way a connection is written', () => {
    for (const action of ['connectWith', 'restoreConnection', 'followEngineConnection', 'updateEmbeddedUser', 'connectSecondNamespace']) {
      expect(connection).to.have.property(action).that.is.a('function');
    }
  });
});
