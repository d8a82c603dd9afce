import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Which addresses a download by URL may reach (DESIGN §8 SSRF): only public unicast addresses, never
 * loopback, private, link-local, unique-local, carrier-grade NAT, multicast, documentation or reserved
 * ranges. Networks listed in DOWNLOAD_ALLOWED_NETWORKS are let through (e.g. an intranet; tests).
 * Every outgoing request to a URL a user typed uses it: downloads by URL, monitoring deliveries.
 */
const nonPublic = new BlockList();
const v4: Array<[string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
for (const [net, prefix] of v4) nonPublic.addSubnet(net, prefix, 'ipv4');
const v6: Array<[string, number]> = [
  ['2001::', 32], // Teredo
  ['2001:10::', 28], // ORCHID
  ['2001:20::', 28], // ORCHIDv2
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (can wrap private IPv4)
];
for (const [net, prefix] of v6) nonPublic.addSubnet(net, prefix, 'ipv6');
/** Global unicast; everything outside (::1, fc00::/7, fe80::/10, ff00::/8, ::ffff:0:0/96, 64:ff9b::/96 …) is refused. */
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !nonPublic.check(address, 'ipv4');
  if (family === 6) return globalUnicast.check(address, 'ipv6') && !nonPublic.check(address, 'ipv6');
  return false;
}

export class AddressPolicy {
  private readonly allowed = new BlockList();

  /** `allowedNetworks`: comma-separated CIDRs that are let through although not public. */
  constructor(allowedNetworks?: string) {
    for (const entry of (allowedNetworks ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const [net, prefix] = entry.split('/');
      const family = isIP(net ?? '');
      if (!family) throw new Error(`invalid network ${entry}`);
      this.allowed.addSubnet(net!, Number(prefix), family === 4 ? 'ipv4' : 'ipv6');
    }
  }

  permits(address: string): boolean {
    const family = isIP(address);
    if (!family) return false;
    return isPublicAddress(address) || this.allowed.check(address, family === 4 ? 'ipv4' : 'ipv6');
  }
}

/** A request to a target the policy refuses (or a URL that is not http/https). */
export class BlockedTargetError extends Error {}

/** Resolves the host and refuses it unless every address it resolves to is permitted; connects to the checked one. */
export function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = !addresses.length || addresses.some((a) => !policy.permits(a.address));
      if (refused) return callback(new BlockedTargetError(`target ${hostname} is not public`), '', 0);
      if ((options as { all?: boolean }).all) {
        (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      } else callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** http/https only; an address literal is checked here (Node connects to it without a lookup). */
export function checkTargetUrl(url: URL, policy: AddressPolicy): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new BlockedTargetError(`protocol ${url.protocol} refused`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !policy.permits(host)) throw new BlockedTargetError(`target ${host} is not public`);
}
