import { createLazyRoute } from '@tanstack/react-router';
import { ZonesPage } from '../../features/segmentation/ZonesPage';

export const Route = createLazyRoute('/_app/segmentation/zones')({ component: ZonesPage });
