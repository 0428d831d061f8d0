import { $connectStep, connectSecondNamespace, getConnector } from '../connection/index.js';

/**
 * A wallet that speaks both namespaces (as Phantom does) is picked once and connected in both: when the player's
 * pick of a browser wallet connects, its connector in the other namespace is asked too
 * (`connectSecondNamespace`). A restore brings back each namespace on its own and is not followed.
 */
export function watchSecondNamespace(): () => void {
  return $connectStep.listen(step => {
    if (step.step !== 'connected' || step.source !== 'pick' || step.method !== 'browser') return;
    const picked = getConnector(step.connectorId);
    if (picked) void connectSecondNamespace(picked);
  });
}
