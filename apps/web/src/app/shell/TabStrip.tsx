import { Tabs } from '@mantine/core';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { sectionOfPath } from './menu';
import { shellMessages } from './messages';

/** Sub-pages of the current section, under the top bar. */
export function TabStrip() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const section = sectionOfPath(pathname);
  if (!section) return null;
  const active = section.tabs.find((entry) => pathname === entry.to || pathname.startsWith(`${entry.to}/`));
  return (
    <Tabs
      value={active?.to ?? null}
      onChange={(to) => {
        const entry = section.tabs.find((tab) => tab.to === to);
        if (entry) void navigate({ to: entry.to, search: entry.search ?? {} });
      }}
      aria-label={shellMessages.sectionTabs}
    >
      <Tabs.List px="md">
        {section.tabs.map((entry) => (
          <Tabs.Tab key={entry.to} value={entry.to}>
            {entry.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
