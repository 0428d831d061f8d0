import type { StorybookConfig } from '@storybook/web-components-vite';

// Offline-safe: no addons that fetch anything, telemetry off (scripts also set STORYBOOK_DISABLE_TELEMETRY=1).
// @storybook/addon-docs renders the autodocs pages (tags: ['autodocs'] in preview.ts) from custom-elements.json.
// The project's vite.config.ts is picked up too; Storybook overrides its root and ignores its `build` section.
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.ts'],
  addons: ['@storybook/addon-docs'],
  framework: { name: '@storybook/web-components-vite', options: {} },
  core: { disableTelemetry: true },
  // Storybook's onboarding checklist (sidebar widget and guide page) would cover the sidebar of a design tool.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  // Storybook's own preview runtime is one ~900 kB chunk; the default 500 kB warning is noise here.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    build: { ...viteConfig.build, chunkSizeWarningLimit: 1500 },
  }),
};

export default config;
