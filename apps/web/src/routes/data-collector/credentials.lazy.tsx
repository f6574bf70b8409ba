import { createLazyRoute } from '@tanstack/react-router';
import { CredentialsPage } from '../../features/collector/CredentialsPage';

export const Route = createLazyRoute('/_app/data-collector/credentials')({ component: CredentialsPage });
