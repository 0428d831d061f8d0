// AppKit's Solana React example (reown-com/appkit-web-examples, react/react-solana), package names changed:
// @reown/appkit-adapter-solana/react → w3m-modal/solana/react, @reown/appkit/networks → w3m-modal/networks.
import { SolanaAdapter } from 'w3m-modal/solana/react'
import { solana, solanaTestnet, solanaDevnet } from 'w3m-modal/networks'

// Get projectId from https://cloud.reown.com
export const projectId = import.meta.env.VITE_PROJECT_ID || "b56e18d47c72ab683b10814fe9495694" // this is a public projectId only to use on localhost

if (!projectId) {
  throw new Error('Project ID is not defined')
}

export const metadata = {
  name: 'AppKit',
  description: 'AppKit Solana Example',
  url: 'https://reown.com', // origin must match your domain & subdomain
  icons: ['https://avatars.githubusercontent.com/u/179229932']
}

// for custom networks visit -> https://docs.reown.com/appkit/react/core/custom-networks
export const networks = [solana, solanaTestnet, solanaDevnet]

// Set up Solana Adapter
export const solanaWeb3JsAdapter = new SolanaAdapter()
