import { describe, expect, it } from 'vitest';
import { auditTarget } from './target';

describe('auditTarget', () => {
  it('fills the route parameters and drops the /api/system prefix', () => {
    expect(
      auditTarget(
        '/api/system/explorer_networks/:explorer_network_id',
        '/api/system/explorer_networks/5',
        { explorer_network_id: 5 },
        {},
        { name: 'Branch' },
      ),
    ).toBe('explorer_networks/5 (Branch)');
  });

  it('names the network of a network-scoped write and the user of a registration, never a password', () => {
    expect(
      auditTarget(
        '/api/explorer/devices/:device_id/notes',
        '/api/explorer/devices/X/notes',
        { device_id: 'X' },
        {
          explorer_network_id: '2',
        },
        { notes: 'n' },
      ),
    ).toBe('explorer/devices/X/notes in network 2');
    expect(
      auditTarget(
        '/api/system/users/register',
        '/api/system/users/register',
        {},
        {},
        {
          username: 'alice',
          password: 'secret',
        },
      ),
    ).toBe('users/register (alice)');
  });

  it('falls back to the path when no route matched', () => {
    expect(auditTarget(undefined, '/api/nowhere', {}, {}, undefined)).toBe('nowhere');
  });
});
