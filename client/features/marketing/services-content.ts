import { IconBuildingStore, IconReceipt, IconShieldCheck, type TablerIcon } from "@tabler/icons-react";
import { SERVICE_NAMES, type ServiceName } from "../../../server/shared/services";

/** SPEC.md section 3 "Service" (static): name, description, icon. */
export type ServiceInfo = { name: ServiceName; description: string; icon: TablerIcon };

/** Keyed by name, so adding a service to SERVICE_NAMES fails the build until it is described here. */
const DETAILS: Record<ServiceName, Omit<ServiceInfo, "name">> = {
  "Personal Tax Prep": {
    icon: IconReceipt,
    description:
      "Federal and California returns for individuals and families: W-2 and 1099 income, rental property, investments, education and child credits, and every deduction you are owed, reviewed line by line before we e-file.",
  },
  "Business Tax Services": {
    icon: IconBuildingStore,
    description:
      "Returns for sole proprietors, LLCs, partnerships and S-corps, quarterly estimates, payroll and sales-tax questions, and year-round planning so tax season holds no surprises for your business.",
  },
  "IRS Representation": {
    icon: IconShieldCheck,
    description:
      "A notice from the IRS or the Franchise Tax Board? We answer it for you: audits, balance-due letters, payment plans and penalty relief, with a clear plan and someone on your side from the first call.",
  },
};

export const SERVICES: readonly ServiceInfo[] = SERVICE_NAMES.map((name) => ({ name, ...DETAILS[name] }));
