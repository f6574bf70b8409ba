import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { theme } from './theme';

/** Renders a component inside the product's Mantine theme, as the app does. */
export function renderWithTheme(ui: ReactElement) {
  return render(ui, {
    wrapper: ({ children }) => <MantineProvider theme={theme}>{children}</MantineProvider>,
  });
}
