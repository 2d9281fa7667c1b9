import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/shop/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Serves msw's worker (mockServiceWorker.js, from `msw init .storybook/public --no-save`).
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // Read the workspace packages from source, as the shop does.
    viteConfig.resolve ??= {};
    viteConfig.resolve.conditions = ['@bookshop/source', ...(viteConfig.resolve.conditions ?? [])];
    return viteConfig;
  },
};

export default config;
