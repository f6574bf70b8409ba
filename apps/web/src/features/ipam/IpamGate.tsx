import { Alert, Center, Loader, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLicense } from '../../shared/context/api';
import { ipamLicenceState } from './licensed';
import { ipamMessages } from './messages';

/**
 * Shows an IPAM page only when the licence lists `ipam` (spec §1, §6); opened directly without it, the page
 * says it is not licensed instead of calling the server (which would refuse with 403).
 */
export function IpamGate({ title, children }: { title: string; children: ReactNode }) {
  const license = useLicense();
  const state = license.isError ? 'not-licensed' : ipamLicenceState(license.data?.features);
  if (state === 'licensed') return children;
  return (
    <Stack p="md" gap="md">
      <Title order={2}>{title}</Title>
      {state === 'loading' ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : (
        <Alert
          color="yellow"
          title={ipamMessages.notLicensed.title}
          data-testid="ipam-not-licensed"
          maw={720}
        >
          {ipamMessages.notLicensed.body}
        </Alert>
      )}
    </Stack>
  );
}
