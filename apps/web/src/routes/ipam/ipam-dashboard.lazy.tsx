import { createLazyRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/ipam/dashboard/DashboardPage';
import { IpamGate } from '../../features/ipam/IpamGate';
import { ipamMessages } from '../../features/ipam/messages';

export const Route = createLazyRoute('/_app/ipam/ipam-dashboard')({
  component: () => (
    <IpamGate title={ipamMessages.dashboard.title}>
      <DashboardPage />
    </IpamGate>
  ),
});
