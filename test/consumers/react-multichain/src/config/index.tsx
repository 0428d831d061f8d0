// AppKit's multichain React example (reown-com/appkit-web-examples, react/react-multichain: wagmi + Solana), package
// names changed: @reown/appkit-adapter-wagmi → w3m-modal/wagmi, @reown/appkit-adapter-solana/react →
// w3m-modal/solana/react, @reown/appkit/networks → w3m-modal/networks. Bitcoin (its third namespace) is left out:
// w3m-modal has no bip122 adapter.
import { WagmiAdapter } from 'w3m-modal/wagmi'
import { mainnet, arbitrum, solana, solanaDevnet, solanaTestnet } from 'w3m-modal/networks'
import type { AppKitNetwork } from 'w3m-modal/networks'
import { SolanaAdapter } from 'w3m-modal/solana/react'

// Get projectId from https://dashboard.reown.com
export const projectId = import.meta.env.VITE_PROJECT_ID || "b56e18d47c72ab683b10814fe9495694" // this is a public projectId only to use on localhost

if (!projectId) {
  throw new Error('Project ID is not defined')
}

export const metadata = {
  name: 'AppKit',
  description: 'AppKit Example',
  url: 'https://reown.com', // origin must match your domain & subdomain
  icons: ['https://avatars.githubusercontent.com/u/179229932']
}

// for custom networks visit -> https://docs.reown.com/appkit/react/core/custom-networks
export const networks = [mainnet, arbitrum, solana, solanaDevnet, solanaTestnet] as [AppKitNetwork, ...AppKitNetwork[]]

// Set up the Wagmi Adapter (Config)
export const wagmiAdapter = new WagmiAdapter({
  projectId,
  networks
})

// Set up Solana Adapter
export const solanaWeb3JsAdapter = new SolanaAdapter()

export const config = wagmiAdapter.wagmiConfig
