import { describe, expect, it } from "vitest";
import { isMetadataAddress, isPublicAddress, mayConnectTo } from "./address-guard";

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
    // Issue 29 item 20: every IPv6 form that carries an IPv4 address, public or not.
    "::127.0.0.1",
    "::7f00:1",
    "::ffff:93.184.215.14",
    "64:ff9b::7f00:1",
    "64:ff9b::5db8:d70e",
    "2001:0:4136:e378:8000:63bf:3fff:fdd2",
    "not-an-address",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["93.184.215.14", "8.8.8.8", "2606:2800:220:1:248:1893:25c8:1946"])("allows %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("mayConnectTo: cloud metadata is refused even where private addresses are allowed", () => {
  it.each(["169.254.169.254", "fd00:ec2::254", "::ffff:169.254.169.254", "::169.254.169.254", "64:ff9b::a9fe:a9fe"])("refuses %s", (address) => {
    expect(isMetadataAddress(address)).toBe(true);
    expect(mayConnectTo(address, { allowPrivate: true })).toBe(false);
    expect(mayConnectTo(address, { allowPrivate: false })).toBe(false);
  });

  it("lets a private address through only when allowed", () => {
    expect(mayConnectTo("127.0.0.1", { allowPrivate: true })).toBe(true);
    expect(mayConnectTo("127.0.0.1", { allowPrivate: false })).toBe(false);
    expect(mayConnectTo("93.184.215.14", { allowPrivate: false })).toBe(true);
  });
});
