import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./address-guard";

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "10.0.0.8",
    "172.16.5.4",
    "192.168.1.1",
    "169.254.169.254",
    "100.100.100.200",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fe80::1",
    "fd00:ec2::254",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "2002:c0a8:101::1",
    "not-an-address",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["93.184.215.14", "8.8.8.8", "2606:2800:220:1:248:1893:25c8:1946", "::ffff:93.184.215.14"])("allows %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
