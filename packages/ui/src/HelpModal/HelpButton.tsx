import { Affix, Button } from '@mantine/core';
import { helpMessages } from './messages';

/** The floating button that opens the help modal. */
export function HelpButton({ onClick }: { onClick: () => void }) {
  return (
    <Affix position={{ bottom: 56, right: 20 }}>
      <Button radius="xl" onClick={onClick}>
        {helpMessages.en.floatingButton}
      </Button>
    </Affix>
  );
}
