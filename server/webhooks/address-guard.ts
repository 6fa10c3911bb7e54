import { lookup as dnsLookup } from "node:dns";
import { lookup as resolveAll } from "node:dns/promises";
import { isIP, type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Server-side request forgery guard for webhooks (decisions 0122, 0160). A webhook URL is chosen
 * by an admin, but the request leaves from the server, inside its network: it must never
 * reach loopback, private, link-local (cloud metadata at 169.254.169.254), carrier-grade
 * NAT, multicast or reserved addresses. Only ipaddr.js's plain "unicast" range passes, and no
 * IPv6 address that carries an IPv4 one (mapped, the deprecated "compatible" `::a.b.c.d`, NAT64,
 * 6to4, Teredo) passes at all: which IPv4 host such an address reaches depends on the network,
 * so it is refused rather than judged by its embedded part.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && embedsIPv4(parsed as ipaddr.IPv6)) return false;
  return parsed.range() === "unicast";
}

/** `::ffff:a.b.c.d`, `::a.b.c.d` and the NAT64 prefixes; ipaddr.js names 6to4, Teredo and the rest as ranges of their own. */
function embedsIPv4(address: ipaddr.IPv6): boolean {
  const parts = address.parts;
  const firstSixZero = parts.slice(0, 5).every((part) => part === 0) && (parts[5] === 0 || parts[5] === 0xffff);
  const nat64 = parts[0] === 0x64 && parts[1] === 0xff9b;
  return firstSixZero || nat64;
}

/** Cloud instance metadata (AWS, GCP, Azure; AWS's IPv6 one), in any form that reaches it. */
const METADATA_ADDRESSES = ["169.254.169.254", "fd00:ec2::254"].map((address) => ipaddr.parse(address).toNormalizedString());

export function isMetadataAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  const candidates = [parsed.toNormalizedString()];
  if (parsed.kind() === "ipv6" && embedsIPv4(parsed as ipaddr.IPv6)) {
    const [, , , , , , high = 0, low = 0] = (parsed as ipaddr.IPv6).parts;
    candidates.push(ipaddr.fromByteArray([high >> 8, high & 0xff, low >> 8, low & 0xff]).toNormalizedString());
  }
  return candidates.some((candidate) => METADATA_ADDRESSES.includes(candidate));
}

/**
 * Whether a webhook may connect to `address`. WEBHOOKS_ALLOW_PRIVATE (tests, local development)
 * lets private addresses through, but never cloud metadata: a webhook that reached it would
 * hand the server's cloud credentials to whoever reads the delivery log.
 */
export function mayConnectTo(address: string, { allowPrivate }: { allowPrivate: boolean }): boolean {
  if (isMetadataAddress(address)) return false;
  return allowPrivate || isPublicAddress(address);
}

export class PrivateAddressError extends Error {
  constructor(readonly address: string) {
    super(`The address ${address} is on a private network; webhooks only go to public addresses.`);
    this.name = "PrivateAddressError";
  }
}

/**
 * A DNS lookup for the connection itself: the addresses checked are the ones connected to,
 * so a name that resolved to a public address when the endpoint was saved and to a private
 * one later (DNS rebinding) is still refused.
 */
export function guardedLookup(policy: { allowPrivate: boolean }): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const refused = addresses.find((entry) => !mayConnectTo(entry.address, policy));
      if (refused) return callback(new PrivateAddressError(refused.address), "", 0);
      if (options.all) return (callback as unknown as (e: null, a: typeof addresses) => void)(null, addresses);
      const first = addresses[0];
      if (!first) return callback(new Error(`No address for ${hostname}.`), "", 0);
      callback(null, first.address, first.family);
    });
  };
}

/** Every address a host name stands for right now; an IP literal stands for itself. */
export async function addressesOf(hostname: string): Promise<string[]> {
  const bare = hostname.replace(/^\[|\]$/g, "");
  if (isIP(bare)) return [bare];
  return (await resolveAll(bare, { all: true })).map((entry) => entry.address);
}
