// Not the README's: a type check of the install. With skipLibCheck (Vite's template), a module the adapter's
// declarations name but the app lacks does not fail `tsc`; `wagmiConfig` silently becomes `any`. Here it must be
// wagmi's Config.
import type { Config } from 'wagmi';
import { WagmiAdapter } from 'w3m-modal/wagmi';
import { mainnet } from 'w3m-modal/networks';

const adapter = new WagmiAdapter({ networks: [mainnet] });
export const config: Config = adapter.wagmiConfig;
// @ts-expect-error wagmi's Config has no such key: were `wagmiConfig` `any`, this line would compile.
adapter.wagmiConfig.notAWagmiKey;
