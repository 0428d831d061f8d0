import type { ResolvedOptions } from '../core/options.js';

/**
 * What `createAppKit` starts, as one lazy chunk, for configurations that reach beyond one EVM chain or sign in
 * by email/socials: Solana wallet discovery (Wallet Standard) and SOL balances when a Solana network is
 * configured, and the allowed-origins check when email or socials are on. Returns a function that stops them.
 */
export function setupChains(options: ResolvedOptions): () => void {
  let stopped = false;
  const stops: (() => void)[] = [];
  if (options.networks.some(network => network.chainNamespace === 'solana')) {
    void Promise.all([import('./solana/wallet-standard.js'), import('../core/solana/balance.js')]).then(([discovery, balance]) => {
      if (stopped) return;
      stops.push(balance.watchSolanaBalance(), discovery.startWalletStandardDiscovery(options));
    });
  }
  const { email, socials } = options.features;
  if (email || (Array.isArray(socials) && socials.length > 0)) {
    void import('../core/origin-check.js')
      .then(({ checkAppOrigin }) => (stopped ? undefined : checkAppOrigin(options)))
      .catch(error => console.error('w3m-modal: origin check failed', error));
  }
  return () => {
    stopped = true;
    stops.forEach(stop => stop());
  };
}
