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
  /** Write-only: required for a new credential, empty keeps the stored one when editing. */
  password: string;
  protocol: LoginProtocol;
};

const credentialBase = {
  name: v.pipe(v.string(), v.trim(), v.minLength(1, m.nameRequired)),
  username: v.pipe(v.string(), v.trim(), v.minLength(1, m.usernameRequired)),
  protocol: v.picklist(['ssh', 'telnet', 'snmp', 'https'] as const),
};

export const newCredentialSchema = v.object({
  ...credentialBase,
  password: v.pipe(v.string(), v.minLength(1, m.passwordRequired)),
});
export const editCredentialSchema = v.object({ ...credentialBase, password: v.string() });

export const EMPTY_CREDENTIAL: CredentialFormValues = {
  name: '',
  username: '',
  password: '',
  protocol: 'ssh',
};

/** The stored secret is never in the form: editing starts with an empty password. */
export function credentialFormValues(credential: LoginCredential): CredentialFormValues {
  return {
    name: credential.name,
    username: credential.username,
    password: '',
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
  return input;
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
