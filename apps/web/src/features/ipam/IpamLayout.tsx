import { Outlet, useLocation } from '@tanstack/react-router';
import { IpamGate } from './IpamGate';
import { ipamMessages } from './messages';

/** Page titles by the path segment after /ipam/, for the not-licensed state. */
const TITLES: Record<string, string> = {
  'ipam-dashboard': ipamMessages.dashboard.title,
  ipaddresses: ipamMessages.pages.ipAddresses,
  locations: ipamMessages.pages.locations,
  prefixes: ipamMessages.pages.prefixes,
  'prefix-detail': ipamMessages.pages.prefixDetail,
  vlans: ipamMessages.pages.vlans,
  vrfs: ipamMessages.pages.vrfs,
  diff: ipamMessages.pages.diff,
};

/** Every IPAM page, behind the licence gate (spec §1): one gate for the section instead of one per page. */
export function IpamLayout() {
  const segment = useLocation({ select: (location) => location.pathname.split('/')[2] ?? '' });
  return (
    <IpamGate title={TITLES[segment] ?? ipamMessages.dashboard.title}>
      <Outlet />
    </IpamGate>
  );
}
