import type { ReactElement } from "react";
import { AppointmentEmail, type AppointmentEmailVariant } from "./AppointmentEmail";
import { googleCalendarUrl } from "./calendar-links";
import { DocumentsEmail } from "./DocumentsEmail";
import type { EmailContext } from "./email-context";
import type { AccountFactors, EmailPayload } from "./email-payloads";
import { OfficeAppointmentCancelledEmail } from "./OfficeAppointmentCancelledEmail";
import { OfficeAppointmentMovedEmail } from "./OfficeAppointmentMovedEmail";
import { OfficeAppointmentRequestEmail } from "./OfficeAppointmentRequestEmail";
import { OfficeContactMessageEmail } from "./OfficeContactMessageEmail";
import { EmailChangedEmail } from "./EmailChangedEmail";
import { EmailChangeEmail } from "./EmailChangeEmail";
import { PasswordChangedEmail } from "./PasswordChangedEmail";
import { PasswordResetEmail } from "./PasswordResetEmail";
import { SecurityChangedEmail } from "./SecurityChangedEmail";
import { AddressInUseEmail } from "./AddressInUseEmail";
import { WelcomeEmail } from "./WelcomeEmail";
import { StaffInviteEmail } from "./StaffInviteEmail";

/**
 * What only delivery knows: the account and the one-time link of a password reset or an email
 * change; after a password change, the account's second factors and the link that removes them.
 */
export type DeliveryFacts = {
  reset?: { name: string; url: string; validMinutes: number };
  emailChange?: { name: string; url: string; validHours: number };
  passwordChanged?: { name: string; factors: { list: AccountFactors; removeUrl: string | null; validHours: number } | null };
};

const CLIENT_VARIANTS = {
  "client.appointment-received": "received",
  "client.appointment-confirmed": "confirmed",
  "client.appointment-rescheduled": "rescheduled",
  "client.appointment-cancelled": "cancelled",
  "client.appointment-reminder": "reminder",
} as const satisfies Record<string, AppointmentEmailVariant>;

/** Variants whose email carries a calendar invitation and its links. */
const WITH_CALENDAR: ReadonlySet<AppointmentEmailVariant> = new Set(["confirmed", "rescheduled", "reminder"]);

/**
 * The template of each kind, filled in. The server renders it to HTML and text; Storybook
 * shows the very same element, so designers review what clients receive.
 */
export function emailElement(payload: EmailPayload, context: EmailContext, facts: DeliveryFacts = {}): ReactElement {
  switch (payload.kind) {
    case "office.appointment-requested":
      return <OfficeAppointmentRequestEmail appointment={payload.appointment} client={payload.client} context={context} />;
    case "office.appointment-cancelled":
      return (
        <OfficeAppointmentCancelledEmail
          appointment={payload.appointment}
          client={payload.client}
          reason={payload.reason}
          context={context}
        />
      );
    case "office.appointment-moved":
      return (
        <OfficeAppointmentMovedEmail
          appointment={payload.appointment}
          client={payload.client}
          previousStart={payload.previousStart}
          context={context}
        />
      );
    case "office.contact-message":
      return <OfficeContactMessageEmail contact={payload.contact} context={context} />;
    case "client.documents-requested":
      return (
        <DocumentsEmail
          variant="requested"
          appointment={payload.appointment}
          client={payload.client}
          items={[payload.item]}
          context={context}
          locale={payload.locale}
        />
      );
    case "client.documents-missing":
      return (
        <DocumentsEmail
          variant="missing"
          appointment={payload.appointment}
          client={payload.client}
          items={payload.items}
          context={context}
          locale={payload.locale}
        />
      );
    case "account.welcome": {
      if (!facts.reset) throw new Error("a welcome email needs its account and link");
      return (
        <WelcomeEmail
          name={facts.reset.name}
          setPasswordUrl={facts.reset.url}
          validDays={Math.round(facts.reset.validMinutes / (24 * 60))}
          context={context}
          locale={payload.locale}
        />
      );
    }
    case "account.staff-invite": {
      if (!facts.reset) throw new Error("an invitation needs its account and link");
      return (
        <StaffInviteEmail
          name={facts.reset.name}
          role={payload.role}
          setPasswordUrl={facts.reset.url}
          validDays={Math.round(facts.reset.validMinutes / (24 * 60))}
          context={context}
          locale={payload.locale}
        />
      );
    }
    case "account.password-reset": {
      if (!facts.reset) throw new Error("a password-reset email needs its account and link");
      return (
        <PasswordResetEmail
          name={facts.reset.name}
          resetUrl={facts.reset.url}
          validMinutes={facts.reset.validMinutes}
          context={context}
          locale={payload.locale}
        />
      );
    }
    case "account.email-change": {
      if (!facts.emailChange) throw new Error("an email-change email needs its account and link");
      return (
        <EmailChangeEmail
          name={facts.emailChange.name}
          confirmUrl={facts.emailChange.url}
          validHours={facts.emailChange.validHours}
          context={context}
          locale={payload.locale}
        />
      );
    }
    case "account.email-changed":
      return <EmailChangedEmail name={payload.name} newEmail={payload.newEmail} context={context} locale={payload.locale} />;
    case "account.security-changed":
      return <SecurityChangedEmail name={payload.name} change={payload.change} context={context} locale={payload.locale} />;
    case "account.address-in-use":
      return <AddressInUseEmail name={payload.name} attempt={payload.attempt} context={context} locale={payload.locale} />;
    case "account.password-changed": {
      if (!facts.passwordChanged) throw new Error("a password-changed email needs its account and factors");
      const { name, factors } = facts.passwordChanged;
      return <PasswordChangedEmail name={name} how={payload.how} factors={factors} context={context} locale={payload.locale} />;
    }
    default: {
      const variant = CLIENT_VARIANTS[payload.kind];
      return (
        <AppointmentEmail
          variant={variant}
          appointment={payload.appointment}
          client={payload.client}
          context={context}
          locale={payload.locale}
          previousStart={payload.kind === "client.appointment-rescheduled" ? payload.previousStart : undefined}
          stillPending={payload.kind === "client.appointment-rescheduled" && payload.stillPending === true}
          calendar={
            WITH_CALENDAR.has(variant) && !(payload.kind === "client.appointment-rescheduled" && payload.stillPending)
              ? { googleUrl: googleCalendarUrl(payload.appointment, context, payload.locale), icsUrl: context.invitationUrl(payload.appointment.id) }
              : undefined
          }
        />
      );
    }
  }
}
