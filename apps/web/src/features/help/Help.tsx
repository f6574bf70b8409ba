import { sendEmail } from '@lne/api-client';
import { HelpButton, HelpModal } from '@lne/ui';
import { useEffect, useState } from 'react';
import { HELP_MODAL_AUTO_OPEN_MS, PRICE_REQUEST_SUCCESS_CLOSE_MS } from '../../shared/constants';
import { scheduleAutoOpen } from './auto-open';
import { BOOK_DEMO_URL, DEMO_VIDEOS } from './messages';
import { sendPriceRequest } from './price-request';

/** The help button (in the footer bar, where it covers nothing) and the help modal, which opens by itself once per session. */
export function Help() {
  const [opened, setOpened] = useState(false);
  useEffect(() => scheduleAutoOpen(() => setOpened(true), HELP_MODAL_AUTO_OPEN_MS), []);
  return (
    <>
      <HelpButton floating={false} onClick={() => setOpened(true)} />
      <HelpModal
        opened={opened}
        onClose={() => setOpened(false)}
        onSendPriceRequest={(request) => sendPriceRequest(request, (body) => sendEmail(body))}
        bookDemoUrl={BOOK_DEMO_URL}
        videos={DEMO_VIDEOS}
        successCloseMs={PRICE_REQUEST_SUCCESS_CLOSE_MS}
      />
    </>
  );
}
