import { Text, ThemeIcon } from "@mantine/core";
import { IconCalendarCheck, IconCertificate, IconDoorEnter, IconShieldLock } from "@tabler/icons-react";
import type { ReactNode } from "react";
import type { BusinessProfile } from "#server/shared/business-profile.schema.ts";
import { credentialTitles } from "../../lib/business";
import { useMarketingT } from "./marketing-messages";
import classes from "./TrustSignals.module.css";

/**
 * What a tax client looks for before trusting an office with a return: credentials, years in
 * business, a secure portal and how to come in. Each fact comes from the business profile;
 * the year is left out until the owner gives it.
 */
export function TrustSignals({ business }: { business: BusinessProfile }) {
  const t = useMarketingT();
  const titles = credentialTitles(business);
  const items: [ReactNode, string][] = [
    [
      <IconCertificate size={20} />,
      titles.length > 0 ? t("trust.credentials", { credentials: titles.join(", ") }) : t("trust.credentialsGeneric"),
    ],
    [<IconCalendarCheck size={20} />, t("trust.since", { city: business.address.locality, year: String(business.founded_year) })],
    [<IconShieldLock size={20} />, t("trust.securePortal")],
    [<IconDoorEnter size={20} />, t(business.walk_ins ? "trust.walkIns" : "trust.byAppointment")],
  ];
  // The year only once the owner has given it: no invented facts.
  if (business.founded_year === null) items.splice(1, 1);
  return (
    <ul className={classes.row} aria-label={t("trust.label")}>
      {items.map(([icon, text]) => (
        <li key={text} className={classes.item}>
          <ThemeIcon color="accent" variant="light" size={40} radius="xl" aria-hidden="true">
            {icon}
          </ThemeIcon>
          <Text fw={600} size="sm">
            {text}
          </Text>
        </li>
      ))}
    </ul>
  );
}
