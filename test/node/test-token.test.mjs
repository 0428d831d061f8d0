// The Send tests' ERC-20: the committed artifact is what solc makes of TestToken.sol (the browser tests deploy it).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { TOKEN_ARTIFACT_FILE, compileTestToken, renderTokenArtifact } from '../../scripts/test-token.mjs';

test('the committed TestToken artifact is solc 0.8.37\'s output for TestToken.sol (node scripts/test-token.mjs --write)', () => {
  const compiled = compileTestToken();
  assert.match(compiled.version, /^0\.8\.37\+/);
  assert.ok(compiled.abi.some(entry => entry.type === 'function' && entry.name === 'transfer'), 'no transfer in the ABI');
  assert.equal(readFileSync(TOKEN_ARTIFACT_FILE, 'utf8'), renderTokenArtifact(compiled));
});
