import type { StorybookConfig } from '@storybook/web-components-vite';

// Offline-safe: no addons that fetch anything, telemetry off (scripts also set STORYBOOK_DISABLE_TELEMETRY=1).
// @storybook/addon-docs renders the autodocs pages (tags: ['autodocs'] in preview.ts) from custom-elements.json.
// The project's vite.config.ts is picked up too; Storybook overrides its root and ignores its `build` section.
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.ts'],
  addons: ['@storybook/addon-docs'],
  framework: { name: '@storybook/web-components-vite', options: {} },
  core: { disableTelemetry: true },
  // The wallet directory the stories ask (scripts/story-directory.mjs writes it): Storybook serves it, in `npm run
  // stories` and in the built site alike, so All Wallets shows pictures and nothing asks an address that fails.
  staticDirs: [{ from: './wallet-directory', to: '/wallet-directory' }],
  // The story frame names Storybook's own icon; without it the browser asks for /favicon.ico, which is not there.
  previewHead: (head) => `${head}<link rel="icon" type="image/svg+xml" href="./favicon.svg" />`,
  // Storybook's onboarding checklist (sidebar widget and guide page) would cover the sidebar of a design tool.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  // Storybook's own preview runtime is one ~900 kB chunk; the default 500 kB warning is noise here.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    build: { ...viteConfig.build, chunkSizeWarningLimit: 1500 },
  }),
};

export default config;
