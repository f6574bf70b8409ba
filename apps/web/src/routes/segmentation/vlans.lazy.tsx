import { createLazyRoute } from '@tanstack/react-router';
import { VlansPage } from '../../features/segmentation/VlansPage';

export const Route = createLazyRoute('/_app/segmentation/vlans')({ component: VlansPage });
