/** The first IPv4 address of a host, or ''. */
export function firstAddress(addresses: readonly { ipv4?: string | null }[] | undefined): string {
  return addresses?.find((address) => address.ipv4)?.ipv4 ?? '';
}
