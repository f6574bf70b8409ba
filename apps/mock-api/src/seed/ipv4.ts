/** IPv4 arithmetic on unsigned 32-bit integers. */
export function ipToInt(ip: string): number {
  const parts = ip.split('.').map(Number);
  if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255)) {
    throw new Error(`not an IPv4 address: ${ip}`);
  }
  const [a = 0, b = 0, c = 0, d = 0] = parts;
  return ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;
}

export function intToIp(value: number): string {
  return [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255].join('.');
}

export function maskOf(prefixLength: number): string {
  return intToIp(prefixLength === 0 ? 0 : (0xffffffff << (32 - prefixLength)) >>> 0);
}

export function prefixLengthOfMask(mask: string): number {
  const value = ipToInt(mask);
  let length = 0;
  while (length < 32 && (value & (1 << (31 - length))) !== 0) length++;
  return length;
}

export type Cidr = { network: number; length: number };

export function parseCidr(cidr: string): Cidr {
  const [ip = '', length = '32'] = cidr.split('/');
  const prefixLength = Number(length);
  const mask = prefixLength === 0 ? 0 : (0xffffffff << (32 - prefixLength)) >>> 0;
  return { network: (ipToInt(ip) & mask) >>> 0, length: prefixLength };
}

export function formatCidr(cidr: Cidr): string {
  return `${intToIp(cidr.network)}/${cidr.length}`;
}

export function cidrSize(cidr: Cidr): number {
  return 2 ** (32 - cidr.length);
}

export function cidrContainsIp(cidr: Cidr, ip: string): boolean {
  const value = ipToInt(ip);
  return value >= cidr.network && value < cidr.network + cidrSize(cidr);
}

export function cidrContainsCidr(outer: Cidr, inner: Cidr): boolean {
  return (
    inner.length >= outer.length &&
    inner.network >= outer.network &&
    inner.network + cidrSize(inner) <= outer.network + cidrSize(outer)
  );
}

/** The n-th address of a subnet (1 = the first usable one). */
export function hostIp(cidr: Cidr, n: number): string {
  return intToIp(cidr.network + n);
}

/** Hands out aligned subnets of a supernet one after another. */
export class SubnetAllocator {
  private cursor: number;
  private readonly end: number;

  constructor(readonly supernet: Cidr) {
    this.cursor = supernet.network;
    this.end = supernet.network + cidrSize(supernet);
  }

  allocate(length: number): Cidr {
    const size = 2 ** (32 - length);
    const start = Math.ceil(this.cursor / size) * size;
    if (start + size > this.end) throw new Error(`${formatCidr(this.supernet)} is exhausted`);
    this.cursor = start + size;
    return { network: start, length };
  }
}

/** Allocates from several supernets in turn, moving to the next when one is exhausted. */
export class ChainAllocator {
  private readonly allocators: SubnetAllocator[];
  private index = 0;

  constructor(supernets: string[]) {
    this.allocators = supernets.map((s) => new SubnetAllocator(parseCidr(s)));
  }

  allocate(length: number): Cidr {
    for (;;) {
      const allocator = this.allocators[this.index];
      if (!allocator) throw new Error('address space exhausted');
      try {
        return allocator.allocate(length);
      } catch {
        this.index += 1;
      }
    }
  }
}

/** The network number of `ip` in a prefix of `length` bits (a lenient parse: missing octets are 0). */
export function ipNetwork(ip: string, length: number): number {
  const [a = 0, b = 0, c = 0, d = 0] = ip.split('.').map(Number);
  const value = ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;
  const mask = length === 0 ? 0 : (0xffffffff << (32 - length)) >>> 0;
  return (value & mask) >>> 0;
}
