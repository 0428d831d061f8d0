// The options table (src/core/options/table.ts, features-table.ts) and the code agree: each default it shows is the
// one resolveOptions fills in, and every option AppKit apps pass has a row (an unknown one fails naming it).
import { expect } from '@open-wc/testing';
import { mainnet, resolveOptions } from '../../src/core/index.js';
import { OPTIONS } from '../../src/core/options/table.js';
import { FEATURES } from '../../src/core/options/features-table.js';
import type { OptionRow } from '../../src/core/options/row.js';
import { allAppKitOptions } from '../surface/all-options.js';
import { thrownMessage } from './setup.js';

describe('the options table', () => {
  it('shows the defaults resolveOptions fills in', () => {
    const resolved = resolveOptions({ networks: [mainnet] }) as unknown as Record<string, unknown>;
    const features = resolved['features'] as Record<string, unknown>;
    const shown = (rows: Record<string, OptionRow>, values: Record<string, unknown>) =>
      Object.entries(rows).filter(([, row]) => row.default !== undefined).map(([name, row]) => [name, row.default, values[name]]);
    for (const [name, fromTable, fromCode] of [...shown(OPTIONS, resolved), ...shown(FEATURES, features)]) {
      expect(fromCode, String(name)).to.deep.equal(fromTable);
    }
  });

  it('has a row for every option AppKit apps pass, and names one it has not', () => {
    const given = allAppKitOptions();
    expect(Object.keys(given).filter(name => !(name in OPTIONS))).to.deep.equal([]);
    expect(Object.keys(given['features'] as object).filter(name => !(name in FEATURES))).to.deep.equal([]);
    expect(thrownMessage(() => resolveOptions({ networks: [mainnet], enableTelepathy: true }))).to.contain('`enableTelepathy`');
  });
});
