import type {
  LoginCredential,
  LoginCredentialInput,
  LoginDevice,
  LoginDeviceInput,
  LoginProtocol,
  SupportedVendor,
} from '@lne/api-client';
import { isValidIp } from '@lne/ip';
import * as v from 'valibot';
import { collectorMessages as m } from './messages';

/** RFC 1123 host names: dot-separated labels of letters, digits and inner hyphens. */
const HOST_NAME =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

export function isIpOrHostName(text: string): boolean {
  const value = text.trim();
  if (isValidIp(value)) return true;
  // Four dotted numbers that are not a valid address are a mistyped IPv4 address, not a host name.
  if (/^[\d.]+$/.test(value)) return false;
  return HOST_NAME.test(value);
}

const DEFAULT_LOGIN_PORT = 22;

export type LoginDeviceFormValues = {
  name: string;
  ip_address: string;
  platform: string | null;
  port: number | string;
  login_credential_id: string | null;
  /** Write-only: empty keeps the stored one when editing. */
  enable_password: string;
};

export const loginDeviceSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1, m.nameRequired)),
  ip_address: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, m.addressRequired),
    v.check(isIpOrHostName, m.addressInvalid),
  ),
  platform: v.nullable(v.string()),
  port: v.pipe(
    v.unknown(),
    v.check((p) => typeof p === 'number' && Number.isInteger(p) && p >= 1 && p <= 65535, m.portRange),
  ),
  login_credential_id: v.nullable(v.string()),
  enable_password: v.string(),
});

export const EMPTY_LOGIN_DEVICE: LoginDeviceFormValues = {
  name: '',
  ip_address: '',
  platform: null,
  port: DEFAULT_LOGIN_PORT,
  login_credential_id: null,
  enable_password: '',
};

export function loginDeviceFormValues(device: LoginDevice): LoginDeviceFormValues {
  return {
    name: device.name,
    ip_address: device.ip_address,
    platform: device.platform || null,
    port: device.port,
    login_credential_id: device.login_credential_id === null ? null : String(device.login_credential_id),
    enable_password: '',
  };
}

/** The body of a valid form; the vendor follows the platform, an empty secret is left out (kept). */
export function loginDeviceInput(
  values: LoginDeviceFormValues,
  vendors: readonly SupportedVendor[],
): LoginDeviceInput {
  const platform = values.platform ?? '';
  const input: LoginDeviceInput = {
    name: values.name.trim(),
    ip_address: values.ip_address.trim(),
    platform,
    vendor: vendors.find((entry) => entry.platform === platform)?.vendor ?? 'unknown',
    port: Number(values.port),
    login_credential_id: values.login_credential_id === null ? null : Number(values.login_credential_id),
  };
  if (values.enable_password !== '') input.enable_password = values.enable_password;
  return input;
}

export type CredentialFormValues = {
  name: string;
  username: string;
  /** Write-only: a new credential needs a password or a private key; empty keeps the stored one when editing. */
  password: string;
  /** Write-only: an OpenSSH or PEM private key, read from an uploaded file; empty keeps the stored one. */
  private_key: string;
  /** Write-only: the private key's passphrase, when it is encrypted. */
  passphrase: string;
  protocol: LoginProtocol;
};

const credentialBase = {
  name: v.pipe(v.string(), v.trim(), v.minLength(1, m.nameRequired)),
  username: v.pipe(v.string(), v.trim(), v.minLength(1, m.usernameRequired)),
  protocol: v.picklist(['ssh', 'telnet', 'snmp', 'https'] as const),
};

const PRIVATE_KEY = /^-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----/;

const credentialSecrets = {
  password: v.string(),
  private_key: v.pipe(
    v.string(),
    v.check((key) => key === '' || PRIVATE_KEY.test(key.trim()), m.privateKeyInvalid),
  ),
  passphrase: v.string(),
};

export const newCredentialSchema = v.pipe(
  v.object({ ...credentialBase, ...credentialSecrets }),
  v.forward(
    v.check((values) => values.password !== '' || values.private_key !== '', m.passwordRequired),
    ['password'],
  ),
);
export const editCredentialSchema = v.object({ ...credentialBase, ...credentialSecrets });

export const EMPTY_CREDENTIAL: CredentialFormValues = {
  name: '',
  username: '',
  password: '',
  private_key: '',
  passphrase: '',
  protocol: 'ssh',
};

/** The stored secret is never in the form: editing starts with an empty password. */
export function credentialFormValues(credential: LoginCredential): CredentialFormValues {
  return {
    name: credential.name,
    username: credential.username,
    password: '',
    private_key: '',
    passphrase: '',
    protocol: credential.protocol,
  };
}

export function credentialInput(values: CredentialFormValues): LoginCredentialInput {
  const input: LoginCredentialInput = {
    name: values.name.trim(),
    username: values.username.trim(),
    protocol: values.protocol,
  };
  if (values.password !== '') input.password = values.password;
  if (values.private_key !== '') input.private_key = values.private_key;
  if (values.passphrase !== '') input.passphrase = values.passphrase;
  return input;
}

/** Which secrets a credential holds, in words (the secrets themselves never reach the browser). */
export function credentialSecretKinds(credential: Pick<LoginCredential, 'password' | 'private_key'>): string {
  if (credential.password && credential.private_key) return m.secretPasswordAndKey;
  if (credential.private_key) return m.secretKey;
  return credential.password ? m.secretPassword : m.secretNone;
}

/** 'Cisco – cisco_ios' style labels of the platform select, by vendor then platform. */
export function platformOptions(
  vendors: readonly SupportedVendor[],
  displayVendor: (vendor: string) => string,
) {
  return [...vendors]
    .sort((a, b) => a.vendor.localeCompare(b.vendor) || a.platform.localeCompare(b.platform))
    .map((entry) => ({ value: entry.platform, label: `${displayVendor(entry.vendor)} – ${entry.platform}` }));
}
