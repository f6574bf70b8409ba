import { Logo } from '@lne/ui';
import { Button, Group, Menu, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { type AccountMenu, type NavEntry, NETMAP_ENTRY, type Section } from './menu';
import { API_DOCS_URL, shellMessages as m } from './messages';

export type TopBarProps = {
  version: string | undefined;
  commitId: string | undefined;
  sections: readonly Section[];
  account: AccountMenu;
  userLabel: string | undefined;
  onChangePassword: () => void;
  onUpgradePatch: () => void;
  onLogout: () => void;
};

type GlobalPart = { network?: number | string; snapshot?: number | string };

/** Search of a menu link: the entry's own parameters plus the global ones of the current URL (spec §2). */
function keepGlobal(entry: NavEntry) {
  return (prev: GlobalPart) => ({ network: prev.network, snapshot: prev.snapshot, ...entry.search });
}

type RootProps = { className?: string; style?: React.CSSProperties; children?: ReactNode };

/** Renders a Mantine item as a router link, so menu entries are real links (open in new tab works). */
function asLink(entry: NavEntry) {
  return (props: RootProps) => <Link {...props} to={entry.to} search={keepGlobal(entry)} />;
}

function SectionMenu({ section }: { section: Section }) {
  const [first] = section.tabs;
  if (section.segment === 'analytics' && first) {
    return (
      <Button variant="subtle" renderRoot={asLink(first)}>
        {section.label}
      </Button>
    );
  }
  return (
    <Menu trigger="click-hover" openDelay={50} closeDelay={150} position="bottom-start">
      <Menu.Target>
        <Button variant="subtle">{section.label}</Button>
      </Menu.Target>
      <Menu.Dropdown>
        {section.tabs.map((entry) => (
          <Menu.Item key={entry.to} renderRoot={asLink(entry)}>
            {entry.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function AccountDropdown(props: TopBarProps) {
  const { account } = props;
  return (
    <Menu position="bottom-end" width={240}>
      <Menu.Target>
        <Button variant="light" data-testid="account-menu">
          {props.userLabel ?? m.account}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{m.dataCollector}</Menu.Label>
        {account.dataCollector.map((entry) => (
          <Menu.Item key={entry.to} renderRoot={asLink(entry)}>
            {entry.label}
          </Menu.Item>
        ))}
        {account.systemSettings.length > 0 ? (
          <>
            <Menu.Divider />
            <Menu.Label>{m.systemSettings}</Menu.Label>
            {account.systemSettings.map((entry) => (
              <Menu.Item key={entry.to} renderRoot={asLink(entry)}>
                {entry.label}
              </Menu.Item>
            ))}
            {account.showApi ? (
              <Menu.Item component="a" href={API_DOCS_URL} target="_blank" rel="noopener noreferrer">
                {m.api}
              </Menu.Item>
            ) : null}
          </>
        ) : null}
        <Menu.Divider />
        <Menu.Item disabled={account.changePasswordDisabled} onClick={props.onChangePassword}>
          {m.changePassword}
        </Menu.Item>
        {account.showUpgradePatch ? (
          <Menu.Item onClick={props.onUpgradePatch}>{m.upgradePatch}</Menu.Item>
        ) : null}
        <Menu.Item color="red" onClick={props.onLogout}>
          {m.logout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Brand, server version and short commit, main menu and account menu (spec §2). */
export function TopBar(props: TopBarProps) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="lg" wrap="nowrap">
        <Link
          to="/"
          search={keepGlobal(NETMAP_ENTRY)}
          aria-label="Netmap home"
          style={{ textDecoration: 'none', color: 'inherit' }}
        >
          <Logo />
        </Link>
        <Text size="xs" c="dimmed" data-testid="topbar-version">
          {props.version ?? '…'}
          {props.commitId ? ` (${props.commitId.slice(0, 7)})` : ''}
        </Text>
        <Group component="nav" aria-label={m.mainMenu} gap={4} wrap="nowrap">
          <Button variant="subtle" renderRoot={asLink(NETMAP_ENTRY)}>
            {NETMAP_ENTRY.label}
          </Button>
          {props.sections.map((section) => (
            <SectionMenu key={section.segment} section={section} />
          ))}
        </Group>
      </Group>
      <AccountDropdown {...props} />
    </Group>
  );
}
