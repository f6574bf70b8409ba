import { createLazyRoute } from '@tanstack/react-router';
import { LoginDevicesPage } from '../../features/collector/LoginDevicesPage';

export const Route = createLazyRoute('/_app/data-collector/devices')({ component: LoginDevicesPage });
