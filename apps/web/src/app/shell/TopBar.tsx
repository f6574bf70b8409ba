import { Logo } from '@lne/ui';
import { Badge, Button, Group, Menu, Text, useMantineColorScheme } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { DisabledReason } from '../../shared/ui/DisabledReason';
import { type AccountMenu, type NavEntry, NETMAP_ENTRY, type Section } from './menu';
import { API_DOCS_URL, COLOR_SCHEMES, shellMessages as m } from './messages';

export type TopBarProps = {
  version: string | undefined;
  commitId: string | undefined;
  sections: readonly Section[];
  account: AccountMenu;
  userLabel: string | undefined;
  /** The read-only demo: a persistent badge beside the account menu. */
  demo: boolean;
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

/**
 * A menu's open state; it closes whenever the page changes, however the change came about. A hover menu stays
 * closed after that until the pointer has left it (or the target is pressed): the page changing under a
 * resting pointer would otherwise open it again at once.
 */
function useMenuState() {
  const { pathname } = useLocation();
  const [opened, setOpened] = useState(false);
  const shownFor = useRef(pathname);
  const held = useRef(false);
  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    held.current = true;
    setOpened(false);
  }, [pathname]);
  const release = () => {
    held.current = false;
  };
  return {
    menu: {
      opened,
      onChange: (next: boolean) => {
        if (next && held.current) return;
        setOpened(next);
      },
    },
    /** On the target and the dropdown: the pointer left, or the target was pressed. */
    releaseHandlers: { onMouseLeave: release, onMouseDown: release, onKeyDown: release },
  };
}

function SectionMenu({ section }: { section: Section }) {
  const { menu, releaseHandlers } = useMenuState();
  const [first] = section.tabs;
  if (section.segment === 'analytics' && first) {
    return (
      <Button variant="subtle" renderRoot={asLink(first)}>
        {section.label}
      </Button>
    );
  }
  return (
    <Menu trigger="click-hover" openDelay={50} closeDelay={150} position="bottom-start" {...menu}>
      <Menu.Target>
        <Button variant="subtle" {...releaseHandlers}>
          {section.label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown onMouseLeave={releaseHandlers.onMouseLeave}>
        {section.tabs.map((entry) => (
          <Menu.Item key={entry.to} renderRoot={asLink(entry)}>
            {entry.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Light, dark, or the system's scheme (the default), remembered per browser by Mantine's manager. */
function ColorSchemeItems() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <>
      <Menu.Label>{m.colorScheme}</Menu.Label>
      {COLOR_SCHEMES.map((scheme) => (
        <Menu.Item
          key={scheme.value}
          // Mantine names every item a menuitem; a choice of one is a menuitemradio with its state.
          renderRoot={(rootProps) => (
            <button
              type="button"
              {...rootProps}
              role="menuitemradio"
              aria-checked={colorScheme === scheme.value}
            />
          )}
          closeMenuOnClick={false}
          leftSection={<span aria-hidden="true">{colorScheme === scheme.value ? '●' : '○'}</span>}
          onClick={() => setColorScheme(scheme.value)}
        >
          {scheme.label}
        </Menu.Item>
      ))}
    </>
  );
}

function AccountDropdown(props: TopBarProps) {
  const { account } = props;
  const { menu, releaseHandlers } = useMenuState();
  return (
    <Menu position="bottom-end" width={240} {...menu}>
      <Menu.Target>
        <Button variant="light" data-testid="account-menu" {...releaseHandlers}>
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
        <ColorSchemeItems />
        <Menu.Divider />
        <DisabledReason reason={account.changePassword.reason}>
          <Menu.Item onClick={props.onChangePassword}>{m.changePassword}</Menu.Item>
        </DisabledReason>
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
          aria-label="LNE Netmap home"
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
      <Group gap="sm" wrap="nowrap">
        {props.demo ? (
          <Badge color="orange" variant="light" size="lg" data-testid="demo-badge">
            {m.demoBadge}
          </Badge>
        ) : null}
        <AccountDropdown {...props} />
      </Group>
    </Group>
  );
}
