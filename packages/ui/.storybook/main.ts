import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.story.@(ts|tsx)', '../../../apps/web/src/**/*.story.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    viteConfig.resolve = {
      ...viteConfig.resolve,
      conditions: ['@lne/source', 'module', 'browser', 'import', 'default'],
    };
    viteConfig.build = {
      ...viteConfig.build,
      chunkSizeWarningLimit: 2000,
      rollupOptions: {
        ...viteConfig.build?.rollupOptions,
        // Mantine marks its modules 'use client'; that directive means nothing in a client bundle.
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
      },
    };
    return viteConfig;
  },
};

export default config;
