import axe from 'axe-core';

/**
 * Runs axe-core on `element` (shadow roots included) and throws one error listing every violation,
 * so a failing test says which rule broke on which node.
 */
export async function expectNoAxeViolations(element: Element, options: axe.RunOptions = {}): Promise<void> {
  const result = await axe.run(element, { resultTypes: ['violations'], ...options });
  if (result.violations.length === 0) return;
  const report = result.violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    ${JSON.stringify(n.target)}: ${n.failureSummary ?? ''}`).join('\n');
      return `[${v.id}] ${v.help}\n${nodes}`;
    })
    .join('\n');
  throw new Error(`axe found ${result.violations.length} violation(s):\n${report}`);
}
