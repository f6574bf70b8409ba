import { Accordion, Anchor, Button, Group, List, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { type HelpLanguage, helpMessages } from './messages';
import { type PriceRequest, PriceRequestForm } from './PriceRequestForm';

export type DemoVideo = { title: string; url: string };

export type HelpModalProps = {
  opened: boolean;
  onClose: () => void;
  onSendPriceRequest: (request: PriceRequest, language: HelpLanguage) => Promise<void>;
  bookDemoUrl: string;
  videos: readonly DemoVideo[];
  successCloseMs?: number;
};

/** Modal width of spec §9: 80 %, at most 800 px. */
export const HELP_MODAL_WIDTH = '80%';
export const HELP_MODAL_MAX_WIDTH = 800;

/** The help modal: English/German, accordion sections, demo videos, price request form, Book a Demo. */
export function HelpModal({
  opened,
  onClose,
  onSendPriceRequest,
  bookDemoUrl,
  videos,
  successCloseMs,
}: HelpModalProps) {
  const [language, setLanguage] = useState<HelpLanguage>('en');
  const [view, setView] = useState<'help' | 'price'>('help');
  const t = helpMessages[language];
  const backToHelp = useCallback(() => setView('help'), []);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t.title}
      size={HELP_MODAL_WIDTH}
      styles={{ content: { maxWidth: HELP_MODAL_MAX_WIDTH } }}
      centered
      // Screen readers and hyphenation read the German texts as German.
      lang={language}
    >
      <Stack>
        <SegmentedControl
          aria-label={t.language}
          value={language}
          onChange={(value) => setLanguage(value === 'de' ? 'de' : 'en')}
          data={[
            { value: 'en', label: <span lang="en">English</span> },
            { value: 'de', label: <span lang="de">Deutsch</span> },
          ]}
        />
        {view === 'help' ? (
          <>
            <Text>{t.intro}</Text>
            <Accordion variant="separated">
              {t.sections.map((section) => (
                <Accordion.Item key={section.title} value={section.title}>
                  <Accordion.Control>{section.title}</Accordion.Control>
                  <Accordion.Panel>{section.body}</Accordion.Panel>
                </Accordion.Item>
              ))}
              <Accordion.Item value="videos">
                <Accordion.Control>{t.videos}</Accordion.Control>
                <Accordion.Panel>
                  <List>
                    {videos.map((video) => (
                      <List.Item key={video.url}>
                        <Anchor href={video.url} target="_blank" rel="noopener noreferrer">
                          {video.title}
                        </Anchor>
                      </List.Item>
                    ))}
                  </List>
                </Accordion.Panel>
              </Accordion.Item>
            </Accordion>
            <Group>
              <Button onClick={() => setView('price')}>{t.requestPrice}</Button>
              <Button
                component="a"
                variant="light"
                href={bookDemoUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t.bookDemo}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Group justify="space-between">
              <Text fw={600}>{t.requestPrice}</Text>
              <Button variant="subtle" size="xs" onClick={backToHelp}>
                {t.back}
              </Button>
            </Group>
            <PriceRequestForm
              language={language}
              onSend={(request) => onSendPriceRequest(request, language)}
              onDone={backToHelp}
              successCloseMs={successCloseMs}
            />
          </>
        )}
      </Stack>
    </Modal>
  );
}
