import Bowser from "bowser";
import { isIPv4, isIPv6 } from "node:net";

/**
 * What /settings shows of a signed-in device (issue 17): a label such as "Chrome on Windows"
 * from the User-Agent, and the network it signed in from, not the exact address.
 */
export type DeviceFacts = { label: string | null; approximateIp: string | null };

const MAX_LABEL = 80;

/** "Chrome on Windows", "Safari on iOS", "Firefox"; null when the User-Agent names no browser. */
export function deviceLabel(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent.slice(0, 512));
  const browser = parsed.browser.name?.trim();
  const os = parsed.os.name?.trim();
  if (!browser && !os) return null;
  const label = browser && os ? `${browser} on ${os}` : (browser ?? os ?? "");
  return label.slice(0, MAX_LABEL) || null;
}

/** The address's network: IPv4 to /24 ("203.0.113.x"), IPv6 to /48 ("2001:db8:85a3::/48"). */
export function approximateIp(ip: string | undefined): string | null {
  if (!ip) return null;
  const address = ip.startsWith("::ffff:") && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (isIPv4(address)) return `${address.split(".").slice(0, 3).join(".")}.x`;
  if (isIPv6(address)) {
    const [head = ""] = address.split("::");
    const groups = head.split(":").filter(Boolean);
    const expanded = address.includes("::") ? groups : address.split(":");
    return `${expanded.slice(0, 3).join(":") || "0"}::/48`;
  }
  return null;
}

export function deviceFacts(userAgent: string | undefined, ip: string | undefined): DeviceFacts {
  return { label: deviceLabel(userAgent), approximateIp: approximateIp(ip) };
}
