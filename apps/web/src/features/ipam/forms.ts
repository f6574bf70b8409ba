import type {
  IpamIpAddress,
  IpamIpAddressWrite,
  IpamIpStatus,
  IpamLocation,
  IpamLocationWrite,
  IpamPrefix,
  IpamPrefixStatus,
  IpamPrefixWrite,
  IpamVlan,
  IpamVlanStatus,
  IpamVlanWrite,
  IpamVrf,
  IpamVrfWrite,
} from '@lne/api-client';
import { isValidIpOrCidr, isValidPrefix } from '@lne/ip';
import * as v from 'valibot';
import { ipamMessages } from './messages';

/**
 * Form values of the IPAM entities (select values are strings, '' for none), their client-side validation
 * (IP rules from `@lne/ip`, spec §5) and the request bodies they become. The server checks again and its 422
 * answer is shown as the 'Validation errors:' list.
 */

const t = ipamMessages.validation;

export const PREFIX_STATUSES = [
  'active',
  'reserved',
  'deprecated',
  'container',
] as const satisfies readonly IpamPrefixStatus[];
export const IP_STATUSES = [
  'active',
  'reserved',
  'deprecated',
  'dhcp',
  'slaac',
] as const satisfies readonly IpamIpStatus[];
export const VLAN_STATUSES = [
  'active',
  'reserved',
  'deprecated',
] as const satisfies readonly IpamVlanStatus[];

const MAC = /^([0-9A-Fa-f]{2}[:-]){5}[0-9A-Fa-f]{2}$/;
/** `ASN:n` or `IPv4:n`. */
const RD = /^(\d{1,10}|\d{1,3}(\.\d{1,3}){3}):\d{1,10}$/;

const optionalId = (text: string): number | null => (text === '' ? null : Number(text));
const idText = (id: number | null | undefined): string => (id === null || id === undefined ? '' : String(id));
const text = (max: number) => v.pipe(v.string(), v.maxLength(max, t.tooLong(max)));
const required = (max: number) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(t.required), v.maxLength(max, t.tooLong(max)));

// Prefix
export type PrefixFormValues = {
  prefix: string;
  vrf_id: string;
  vlan_id: string;
  location_id: string;
  status: IpamPrefixStatus;
  description: string;
  is_pool: boolean;
};
export const prefixSchema = v.object({
  prefix: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(t.required),
    v.check((value) => isValidPrefix(value), t.prefix),
  ),
  description: text(200),
});
export const emptyPrefixForm = (defaults: Partial<PrefixFormValues> = {}): PrefixFormValues => ({
  prefix: '',
  vrf_id: '',
  vlan_id: '',
  location_id: '',
  status: 'active',
  description: '',
  is_pool: false,
  ...defaults,
});
export const prefixFormOf = (prefix: IpamPrefix): PrefixFormValues => ({
  prefix: prefix.prefix,
  vrf_id: idText(prefix.vrf_id),
  vlan_id: idText(prefix.vlan_id),
  location_id: idText(prefix.location_id),
  status: prefix.status,
  description: prefix.description,
  is_pool: prefix.is_pool,
});
export const prefixWrite = (values: PrefixFormValues, tagIds: number[] = []): IpamPrefixWrite => ({
  prefix: values.prefix.trim(),
  vrf_id: optionalId(values.vrf_id),
  vlan_id: optionalId(values.vlan_id),
  location_id: optionalId(values.location_id),
  status: values.status,
  description: values.description.trim(),
  is_pool: values.is_pool,
  tag_ids: tagIds,
});

// IP address
export type IpFormValues = {
  address: string;
  vrf_id: string;
  status: IpamIpStatus;
  dns_name: string;
  mac_address: string;
  description: string;
};
export const ipSchema = v.object({
  address: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(t.required),
    v.check((value) => isValidIpOrCidr(value), t.address),
  ),
  dns_name: text(255),
  mac_address: v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => value === '' || MAC.test(value), t.mac),
  ),
  description: text(200),
});
export const emptyIpForm = (defaults: Partial<IpFormValues> = {}): IpFormValues => ({
  address: '',
  vrf_id: '',
  status: 'active',
  dns_name: '',
  mac_address: '',
  description: '',
  ...defaults,
});
export const ipFormOf = (ip: IpamIpAddress): IpFormValues => ({
  address: ip.address,
  vrf_id: idText(ip.vrf_id),
  status: ip.status,
  dns_name: ip.dns_name,
  mac_address: ip.mac_address ?? '',
  description: ip.description,
});
export const ipWrite = (values: IpFormValues, tagIds: number[] = []): IpamIpAddressWrite => ({
  address: values.address.trim(),
  vrf_id: optionalId(values.vrf_id),
  status: values.status,
  dns_name: values.dns_name.trim(),
  mac_address: values.mac_address.trim() === '' ? null : values.mac_address.trim().toUpperCase(),
  description: values.description.trim(),
  tag_ids: tagIds,
});

// VRF
export type VrfFormValues = { name: string; rd: string; description: string };
export const vrfSchema = v.object({
  name: required(100),
  rd: v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => value === '' || RD.test(value), t.rd),
  ),
  description: text(200),
});
export const emptyVrfForm = (): VrfFormValues => ({ name: '', rd: '', description: '' });
export const vrfFormOf = (vrf: IpamVrf): VrfFormValues => ({
  name: vrf.name,
  rd: vrf.rd ?? '',
  description: vrf.description,
});
export const vrfWrite = (values: VrfFormValues): IpamVrfWrite => ({
  name: values.name.trim(),
  rd: values.rd.trim() === '' ? null : values.rd.trim(),
  description: values.description.trim(),
});

// VLAN
export type VlanFormValues = {
  vid: number | string;
  name: string;
  location_id: string;
  status: IpamVlanStatus;
  description: string;
};
export const vlanSchema = v.object({
  vid: v.pipe(
    v.union([v.number(), v.string()]),
    v.check((value) => {
      const vid = Number(value);
      return value !== '' && Number.isInteger(vid) && vid >= 1 && vid <= 4094;
    }, t.vid),
  ),
  name: required(64),
  description: text(200),
});
export const emptyVlanForm = (): VlanFormValues => ({
  vid: '',
  name: '',
  location_id: '',
  status: 'active',
  description: '',
});
export const vlanFormOf = (vlan: IpamVlan): VlanFormValues => ({
  vid: vlan.vid,
  name: vlan.name,
  location_id: idText(vlan.location_id),
  status: vlan.status,
  description: vlan.description,
});
export const vlanWrite = (values: VlanFormValues): IpamVlanWrite => ({
  vid: Number(values.vid),
  name: values.name.trim(),
  location_id: optionalId(values.location_id),
  status: values.status,
  description: values.description.trim(),
});

// Location
export type LocationFormValues = { name: string; parent_id: string; description: string };
export const locationSchema = v.object({ name: required(100), description: text(200) });
export const emptyLocationForm = (): LocationFormValues => ({ name: '', parent_id: '', description: '' });
export const locationFormOf = (location: IpamLocation): LocationFormValues => ({
  name: location.name,
  parent_id: idText(location.parent_id),
  description: location.description,
});
export const locationWrite = (values: LocationFormValues): IpamLocationWrite => ({
  name: values.name.trim(),
  parent_id: optionalId(values.parent_id),
  description: values.description.trim(),
});
