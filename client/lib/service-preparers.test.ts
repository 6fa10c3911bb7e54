import { describe, expect, it } from "vitest";
import { offeringPreparers } from "./service-preparers";

const ANA = { id: 1, name: "Ana" };
const BEN = { id: 2, name: "Ben" };
const CY = { id: 3, name: "Cy" };
const SERVICES = [
  { name: "Personal Tax Prep", preparer_ids: [] },
  { name: "Audit defense", preparer_ids: [1, 3] },
  { name: "Trusts", preparer_ids: [2] },
];

describe("the preparers a client may choose for a service", () => {
  it("offers everyone for a service that names nobody, and before a service is chosen", () => {
    expect(offeringPreparers([ANA, BEN, CY], SERVICES, "Personal Tax Prep")).toEqual([ANA, BEN, CY]);
    expect(offeringPreparers([ANA, BEN, CY], SERVICES, null)).toEqual([ANA, BEN, CY]);
  });

  it("offers only who offers it, and no choice when one person or nobody does", () => {
    expect(offeringPreparers([ANA, BEN, CY], SERVICES, "Audit defense")).toEqual([ANA, CY]);
    expect(offeringPreparers([ANA, BEN, CY], SERVICES, "Trusts")).toBeNull();
    expect(offeringPreparers([ANA], SERVICES, "Personal Tax Prep")).toBeNull();
    expect(offeringPreparers(undefined, SERVICES, "Personal Tax Prep")).toBeNull();
  });
});
