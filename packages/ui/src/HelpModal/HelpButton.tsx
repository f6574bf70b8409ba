import { Affix, Button } from '@mantine/core';
import { helpMessages } from './messages';

export type HelpButtonProps = {
  onClick: () => void;
  /**
   * Floating at the bottom right of the window (the default), or in place, e.g. in the app's footer bar, where
   * it never covers table rows or their action icons.
   */
  floating?: boolean;
};

/** The button labelled 'Hey, need more information?' that opens the help modal. */
export function HelpButton({ onClick, floating = true }: HelpButtonProps) {
  const button = (
    <Button radius="xl" size={floating ? 'sm' : 'compact-sm'} onClick={onClick} data-testid="help-button">
      {helpMessages.en.floatingButton}
    </Button>
  );
  if (!floating) return button;
  return <Affix position={{ bottom: 56, right: 20 }}>{button}</Affix>;
}
