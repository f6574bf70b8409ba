import { valibotResolver } from '@lne/ui';
import { describe, expect, it } from 'vitest';
import { vendorDisplayName } from '../../shared/format/vendor-name';
import {
  credentialFormValues,
  credentialInput,
  credentialSecretKinds,
  EMPTY_CREDENTIAL,
  EMPTY_LOGIN_DEVICE,
  editCredentialSchema,
  isIpOrHostName,
  loginDeviceInput,
  loginDeviceSchema,
  newCredentialSchema,
  platformOptions,
} from './forms';
import { collectorMessages as m } from './messages';

const vendors = [
  { platform: 'mikrotik_routeros', vendor: 'mikrotik' },
  { platform: 'cisco_ios', vendor: 'cisco' },
];

describe('login device form', () => {
  const validate = valibotResolver(loginDeviceSchema);
  it('accepts IPv4, IPv6 and host names, not broken addresses', () => {
    for (const ok of ['10.0.0.1', 'fe80::1', 'sw-core-01', 'sw1.plant.example'])
      expect(isIpOrHostName(ok)).toBe(true);
    for (const bad of ['10.0.0.256', '10.0.0', '-bad', 'a b', '']) expect(isIpOrHostName(bad)).toBe(false);
  });
  it('requires name and address and a port from 1 to 65535', () => {
    expect(validate(EMPTY_LOGIN_DEVICE)).toEqual({ name: m.nameRequired, ip_address: m.addressRequired });
    expect(validate({ ...EMPTY_LOGIN_DEVICE, name: 'a', ip_address: '10.0.0.300' })).toEqual({
      ip_address: m.addressInvalid,
    });
    expect(validate({ ...EMPTY_LOGIN_DEVICE, name: 'a', ip_address: '10.0.0.3', port: 70000 })).toEqual({
      port: m.portRange,
    });
  });
  it('takes the vendor from the platform and leaves an empty secret out', () => {
    const input = loginDeviceInput(
      {
        ...EMPTY_LOGIN_DEVICE,
        name: ' edge ',
        ip_address: '10.0.0.1 ',
        platform: 'cisco_ios',
        login_credential_id: '3',
      },
      vendors,
    );
    expect(input).toEqual({
      name: 'edge',
      ip_address: '10.0.0.1',
      platform: 'cisco_ios',
      vendor: 'cisco',
      port: 22,
      login_credential_id: 3,
    });
    expect(loginDeviceInput({ ...EMPTY_LOGIN_DEVICE, enable_password: 'en' }, vendors).enable_password).toBe(
      'en',
    );
  });
});

describe('credential form', () => {
  it('needs a password or a private key for a new credential only', () => {
    const values = { ...EMPTY_CREDENTIAL, name: 'n', username: 'u' };
    expect(valibotResolver(newCredentialSchema)(values)).toEqual({ password: m.passwordRequired });
    expect(valibotResolver(editCredentialSchema)(values)).toEqual({});
    const key = '-----BEGIN OPENSSH PRIVATE KEY-----\nb3Blbn\n-----END OPENSSH PRIVATE KEY-----\n';
    expect(valibotResolver(newCredentialSchema)({ ...values, private_key: key })).toEqual({});
    expect(
      valibotResolver(newCredentialSchema)({ ...values, private_key: 'ssh-ed25519 AAAA… a public key' }),
    ).toEqual({
      private_key: m.privateKeyInvalid,
    });
  });
  it('sends a key and its passphrase only when given, and says which secrets are stored', () => {
    const key = '-----BEGIN RSA PRIVATE KEY-----\nMIIE\n-----END RSA PRIVATE KEY-----\n';
    const values = { ...EMPTY_CREDENTIAL, name: 'n', username: 'u', private_key: key, passphrase: 'pp' };
    expect(credentialInput(values)).toEqual({
      name: 'n',
      username: 'u',
      protocol: 'ssh',
      private_key: key,
      passphrase: 'pp',
    });
    expect(credentialSecretKinds({ password: '********', private_key: null })).toBe(m.secretPassword);
    expect(credentialSecretKinds({ password: null, private_key: '********' })).toBe(m.secretKey);
    expect(credentialSecretKinds({ password: '********', private_key: '********' })).toBe(
      m.secretPasswordAndKey,
    );
  });
  it('never fills in the stored secret and sends a password only when typed', () => {
    const values = credentialFormValues({
      id: 1,
      explorer_network_id: 1,
      name: 'n',
      username: 'u',
      password: '********',
      private_key: null,
      protocol: 'ssh',
    });
    expect(values.password).toBe('');
    expect(credentialInput(values)).toEqual({ name: 'n', username: 'u', protocol: 'ssh' });
    expect(credentialInput({ ...values, password: 'new' }).password).toBe('new');
  });
});

describe('vendors', () => {
  it('orders platforms by vendor with readable labels', () => {
    expect(platformOptions(vendors, vendorDisplayName)).toEqual([
      { value: 'cisco_ios', label: 'Cisco – cisco_ios' },
      { value: 'mikrotik_routeros', label: 'MikroTik – mikrotik_routeros' },
    ]);
  });
});
