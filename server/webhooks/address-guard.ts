import { lookup as dnsLookup } from "node:dns";
import { lookup as resolveAll } from "node:dns/promises";
import { isIP, type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Server-side request forgery guard for webhooks (decision 0122). A webhook URL is chosen
 * by an admin, but the request leaves from the server, inside its network: it must never
 * reach loopback, private, link-local (cloud metadata at 169.254.169.254), carrier-grade
 * NAT, multicast or reserved addresses, or IPv6 forms that embed one. Only ipaddr.js's
 * plain "unicast" range passes.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === "unicast";
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
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "", 0);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused) return callback(new PrivateAddressError(refused.address), "", 0);
    if (options.all) return (callback as unknown as (e: null, a: typeof addresses) => void)(null, addresses);
    const first = addresses[0];
    if (!first) return callback(new Error(`No address for ${hostname}.`), "", 0);
    callback(null, first.address, first.family);
  });
};

/** Every address a host name stands for right now; an IP literal stands for itself. */
export async function addressesOf(hostname: string): Promise<string[]> {
  const bare = hostname.replace(/^\[|\]$/g, "");
  if (isIP(bare)) return [bare];
  return (await resolveAll(bare, { all: true })).map((entry) => entry.address);
}
