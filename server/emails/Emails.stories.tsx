import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { brandPalette } from "../shared/brand-palette";
import { emailElement } from "./email-element";
import type { Locale } from "../shared/i18n/locales";
import { SAMPLE_CONTEXT, SAMPLE_EMAILS, sampleIn } from "./email-fixtures";
import type { AddressInUseAttempt, EmailKind, PasswordChange, SecurityChange } from "./email-payloads";
import { EmailPreview } from "./EmailPreview";
import { emailSubject } from "./subjects";

/** Every email the site sends, rendered by the same code as the server's (render-email.ts). */
/**
 * `stillPending`: the rescheduled email of a request moved before it was confirmed.
 * `locale`: the client's language (the office's emails stay English).
 * `change`: what a security alert reports (issue 17).
 * `attempt`: what someone tried with an address in use (issue 29 item 7).
 * `how`, `withoutFactors` and `officeReset`: a password changed or reset, for an account with second factors or none, or an office account after a reset (issue 29 item 1).
 * `ownWords`: the owner's opening and closing in the appointment emails (decision 0247).
 * `branded`: the office's logo and primary colour (decision 0249).
 */
/** An owner's words in the confirmation (decision 0247). */
const OWN_WORDS = {
  confirmed: {
    intro: { en: "You're all set! Bring your questions; we'll have coffee ready.", es: "¡Todo listo! Traiga sus preguntas; tendremos café listo." },
    closing: { en: "Warmly, Maria and the team", es: "Con cariño, Maria y el equipo" },
  },
};

/** An office's logo (the product's icon stands in) and a plum primary colour (decision 0249). */
const BRANDED_BUSINESS = { ...SAMPLE_CONTEXT.business, logo: { src: "/apple-touch-icon.png", width: 180, height: 180 }, palette: brandPalette("#7b2d8e") };

function EmailStory({
  kind,
  stillPending = false,
  locale = "en",
  change,
  attempt,
  how,
  withoutFactors = false,
  officeReset = false,
  ownWords = false,
  branded = false,
}: {
  kind: EmailKind;
  stillPending?: boolean;
  locale?: Locale;
  change?: SecurityChange;
  attempt?: AddressInUseAttempt;
  how?: PasswordChange;
  withoutFactors?: boolean;
  officeReset?: boolean;
  ownWords?: boolean;
  branded?: boolean;
}) {
  const sample = sampleIn(SAMPLE_EMAILS[kind], locale);
  const facts =
    withoutFactors && sample.facts?.passwordChanged
      ? { passwordChanged: { ...sample.facts.passwordChanged, factors: null } }
      : officeReset && sample.facts?.passwordChanged?.factors
        ? { passwordChanged: { ...sample.facts.passwordChanged, factors: { ...sample.facts.passwordChanged.factors, removeUrl: null } } }
        : sample.facts;
  const payload =
    stillPending && sample.payload.kind === "client.appointment-rescheduled"
      ? { ...sample.payload, stillPending }
      : change && sample.payload.kind === "account.security-changed"
        ? { ...sample.payload, change }
        : attempt && sample.payload.kind === "account.address-in-use"
          ? { ...sample.payload, attempt }
          : how && sample.payload.kind === "account.password-changed"
            ? { ...sample.payload, how }
            : sample.payload;
  const context = { ...SAMPLE_CONTEXT, ...(ownWords && { texts: OWN_WORDS }), ...(branded && { business: BRANDED_BUSINESS }) };
  return (
    <EmailPreview
      email={emailElement(payload, context, facts)}
      subject={emailSubject(payload, SAMPLE_CONTEXT.timeZone, { name: SAMPLE_CONTEXT.business.name, services: SAMPLE_CONTEXT.services })}
    />
  );
}

const meta = {
  title: "Emails/All",
  component: EmailStory,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof EmailStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frame holds the rendered email with the business's details and the time with its zone. */
const rendersWith = (...texts: string[]): Story["play"] => async ({ canvasElement }) => {
  const frame = (await within(canvasElement).findByTitle(/^Email: /, {}, { timeout: 5000 })) as HTMLIFrameElement;
  await waitFor(() => expect(frame.srcdoc).toContain("Valley Tax Pros"));
  for (const text of texts) await expect(frame.srcdoc).toContain(text);
};

export const OfficeAppointmentRequested: Story = {
  args: { kind: "office.appointment-requested" },
  play: rendersWith("New appointment request", "Tuesday, March 3, 2026, 10:00 AM PST", "Review in Admin"),
};
export const OfficeAppointmentCancelled: Story = {
  args: { kind: "office.appointment-cancelled" },
  play: rendersWith("Appointment cancelled by the client", "Rosa Mart", "My W-2 has not arrived yet"),
};
export const OfficeAppointmentMoved: Story = {
  args: { kind: "office.appointment-moved" },
  play: rendersWith("Appointment moved by the client", "Rosa Mart", "Thursday, March 5, 2026, 9:00 AM PST", "Tuesday, March 3, 2026, 10:00 AM PST"),
};
export const OfficeContactMessage: Story = {
  args: { kind: "office.contact-message" },
  play: rendersWith("New message from the website", "1099-K"),
};
export const ClientAppointmentReceived: Story = {
  args: { kind: "client.appointment-received" },
  play: rendersWith("We received your request"),
};
export const ClientAppointmentConfirmed: Story = {
  args: { kind: "client.appointment-confirmed" },
  play: rendersWith("Your appointment is confirmed", "Add to Google Calendar", "Download calendar file (.ics)", "Ana Reyes, EA"),
};
/** The owner's opening and closing around the product's facts, calendar links and button. */
export const ClientAppointmentConfirmedOwnWords: Story = {
  args: { kind: "client.appointment-confirmed", ownWords: true },
  play: rendersWith("Your appointment is confirmed", "You&#x27;re all set!", "Warmly, Maria and the team", "Add to Google Calendar", "Ana Reyes, EA"),
};
export const SpanishClientAppointmentConfirmedOwnWords: Story = {
  args: { kind: "client.appointment-confirmed", ownWords: true, locale: "es" },
  play: rendersWith("Su cita está confirmada", "¡Todo listo!", "Con cariño, Maria y el equipo"),
};
/** The office's logo above its name, and its own colour on the button and links. */
export const ClientAppointmentConfirmedBranded: Story = {
  args: { kind: "client.appointment-confirmed", branded: true },
  play: rendersWith("Your appointment is confirmed", 'src="/apple-touch-icon.png"', `background-color:${brandPalette("#7b2d8e")[8]}`),
};
export const SpanishClientAppointmentConfirmedBranded: Story = {
  args: { kind: "client.appointment-confirmed", branded: true, locale: "es" },
  play: rendersWith("Su cita está confirmada", 'src="/apple-touch-icon.png"'),
};
export const ClientAppointmentRescheduled: Story = {
  args: { kind: "client.appointment-rescheduled" },
  play: rendersWith("Your appointment has a new time", "Previous time"),
};
/** A pending request moved by the office: no invitation, and it still waits for confirmation. */
export const ClientRequestRescheduled: Story = {
  args: { kind: "client.appointment-rescheduled", stillPending: true },
  play: rendersWith("It is still pending", "Previous time"),
};
export const ClientAppointmentCancelled: Story = {
  args: { kind: "client.appointment-cancelled" },
  play: rendersWith("Your appointment is cancelled", "Book a new time"),
};
export const ClientAppointmentReminder: Story = {
  args: { kind: "client.appointment-reminder" },
  play: rendersWith("See you soon", "photo ID"),
};
/* Issue 34: the documents an appointment still needs, uploaded on its page, never sent by email. */
export const ClientDocumentsRequested: Story = {
  args: { kind: "client.documents-requested" },
  play: rendersWith(
    "One more document, please",
    "Valley Tax Pros asks you for one more document before your appointment:",
    "Form 1095-A from Covered California",
    "Tuesday, March 3, 2026, 10:00 AM PST",
    "Upload it securely",
    "https://book.valleytaxpros.example/dashboard/appointments/42",
    "Please don&#x27;t send tax documents by email",
  ),
};
export const ClientDocumentsMissing: Story = {
  args: { kind: "client.documents-missing" },
  play: rendersWith(
    "Documents are still missing",
    "These documents are still missing:",
    "Last year&#x27;s tax return",
    "W-2 forms from every employer",
    "Form 1098 (mortgage interest)",
    "Upload them securely",
    "https://book.valleytaxpros.example/dashboard/appointments/42",
  ),
};
export const AccountPasswordReset: Story = {
  args: { kind: "account.password-reset" },
  play: rendersWith("Reset your password", "Choose a new password"),
};

export const AccountWelcome: Story = {
  args: { kind: "account.welcome" },
  play: rendersWith("Welcome to Valley Tax Pros", "Choose your password", "for the next 7 days"),
};
export const AccountStaffInvite: Story = {
  args: { kind: "account.staff-invite" },
  play: rendersWith("Join Valley Tax Pros", "as a tax preparer", "Choose your password", "two-step sign-in"),
};
export const AccountEmailChange: Story = {
  args: { kind: "account.email-change" },
  play: rendersWith("Confirm your new email address", "Confirm this address", "for the next 24 hours"),
};
export const AccountEmailChanged: Story = {
  args: { kind: "account.email-changed" },
  play: rendersWith("Your email address was changed", "rosa.new@example.com", "If you did not make this change"),
};

/* Issue 17: the security alerts, one for each change. */
export const AccountSecurityTotpAdded: Story = {
  args: { kind: "account.security-changed" },
  play: rendersWith("Two-step sign-in is on", "asks for a code from it after your password", "If this was not you"),
};
export const AccountSecurityTotpRemoved: Story = {
  args: { kind: "account.security-changed", change: "totp_removed" },
  play: rendersWith("Your authenticator app was removed", "no longer asks for its codes"),
};
export const AccountSecurityPasskeyAdded: Story = {
  args: { kind: "account.security-changed", change: "passkey_added" },
  play: rendersWith("A passkey was added", "You can now sign in with it."),
};
export const AccountSecurityPasskeyRemoved: Story = {
  args: { kind: "account.security-changed", change: "passkey_removed" },
  play: rendersWith("A passkey was removed", "can no longer be used to sign in"),
};
export const AccountSecurityRecoveryCodeUsed: Story = {
  args: { kind: "account.security-changed", change: "recovery_code_used" },
  play: rendersWith("A recovery code was used", "Each code works only once"),
};

/* Issue 29 item 7: an address that already has an account, told to its owner. */
export const AccountAddressInUseRegistration: Story = {
  args: { kind: "account.address-in-use" },
  play: rendersWith("Someone tried to use your email address", "nothing was created", "Go to the login page", "your account is safe"),
};
export const AccountAddressInUseEmailChange: Story = {
  args: { kind: "account.address-in-use", attempt: "email_change" },
  play: rendersWith("Someone just asked to move another Valley Tax Pros account to this email address"),
};
/* Issue 29 item 1: a password changed or reset lists the account's second factors, with the link that removes them. */
export const AccountPasswordChanged: Story = {
  args: { kind: "account.password-changed" },
  play: rendersWith(
    "Your password was changed",
    "Signing in still asks for a second step with one of these:",
    "Authenticator app",
    "Passkey “MacBook Touch ID”",
    "8 unused recovery codes",
    "Remove two-step sign-in",
    "remove-two-step?token=sample",
    "If you did not do this",
  ),
};
export const AccountPasswordChangedWithoutFactors: Story = {
  args: { kind: "account.password-changed", withoutFactors: true },
  play: async (context) => {
    await rendersWith("Your password was changed", "Every other device signed in to it was signed out.")?.(context);
    const frame = within(context.canvasElement).getByTitle(/^Email: /) as HTMLIFrameElement;
    await expect(frame.srcdoc).not.toContain("Remove two-step sign-in");
  },
};
/** A password reset with a link: every device was signed out, and the same list and link follow. */
export const AccountPasswordResetNotice: Story = {
  args: { kind: "account.password-changed", how: "reset" },
  play: rendersWith("Your password was reset", "was just reset with a link we emailed to you", "Remove two-step sign-in"),
};
/** An office account's reset: its factors are listed, and no link removes them (decision 0177). */
export const AccountPasswordResetOffice: Story = {
  args: { kind: "account.password-changed", how: "reset", officeReset: true },
  play: async (context) => {
    await rendersWith("Your password was reset", "Authenticator app", "cannot be removed from an emailed link after a reset")?.(context);
    const frame = within(context.canvasElement).getByTitle(/^Email: /) as HTMLIFrameElement;
    await expect(frame.srcdoc).not.toContain("remove-two-step");
  },
};
/** What the owner is told once the link removed every factor. */
export const AccountSecurityTwoStepRemoved: Story = {
  args: { kind: "account.security-changed", change: "two_step_removed" },
  play: rendersWith("Two-step sign-in was removed", "with the link we emailed after its password changed", "If this was not you"),
};

/*
 * The client's emails in Spanish (issue 15): a client whose account chose Spanish gets
 * every one of them in Spanish, the service's name and the date and time too.
 */
const MARCH_3_ES = "martes, 3 de marzo de 2026, 10:00 a.m. PST";

export const SpanishClientAppointmentReceived: Story = {
  args: { kind: "client.appointment-received", locale: "es" },
  play: rendersWith('lang="es"', "Recibimos su solicitud", "Hola, Rosa:", "Impuestos personales", MARCH_3_ES, "De lunes a sábado"),
};
export const SpanishClientAppointmentConfirmed: Story = {
  args: { kind: "client.appointment-confirmed", locale: "es" },
  play: rendersWith("Su cita está confirmada", MARCH_3_ES, "Agregar a Google Calendar", "Descargar archivo de calendario (.ics)", "Ana Reyes, EA"),
};
export const SpanishClientAppointmentRescheduled: Story = {
  args: { kind: "client.appointment-rescheduled", locale: "es" },
  play: rendersWith("Su cita tiene un nuevo horario", "Horario anterior", "jueves, 5 de marzo de 2026, 9:00 a.m. PST", MARCH_3_ES),
};
export const SpanishClientRequestRescheduled: Story = {
  args: { kind: "client.appointment-rescheduled", stillPending: true, locale: "es" },
  play: rendersWith("Su solicitud sigue pendiente", "Horario anterior"),
};
export const SpanishClientAppointmentCancelled: Story = {
  args: { kind: "client.appointment-cancelled", locale: "es" },
  play: rendersWith("Su cita fue cancelada", "Reservar otro horario", MARCH_3_ES),
};
export const SpanishClientAppointmentReminder: Story = {
  args: { kind: "client.appointment-reminder", locale: "es" },
  play: rendersWith("Recordatorio de su cita", "identificación con foto", "¿Necesita cambiar algo? Llámenos al"),
};
export const SpanishClientDocumentsRequested: Story = {
  args: { kind: "client.documents-requested", locale: "es" },
  play: rendersWith(
    "Un documento más, por favor",
    "Valley Tax Pros le pide un documento más antes de su cita:",
    "Formulario 1095-A de Covered California",
    MARCH_3_ES,
    "Súbalo de forma segura",
    "https://book.valleytaxpros.example/dashboard/appointments/42",
    "no nos envíe documentos de impuestos por correo electrónico",
  ),
};
export const SpanishClientDocumentsMissing: Story = {
  args: { kind: "client.documents-missing", locale: "es" },
  play: rendersWith(
    "Aún faltan documentos",
    "Todavía faltan estos documentos:",
    "Declaración de impuestos del año pasado",
    "Formularios W-2 de cada empleador",
    "Súbalos de forma segura",
  ),
};
export const SpanishAccountPasswordReset: Story = {
  args: { kind: "account.password-reset", locale: "es" },
  play: rendersWith("Restablezca su contraseña", "Elegir una nueva contraseña", "durante los próximos 60 minutos"),
};
export const SpanishAccountWelcome: Story = {
  args: { kind: "account.welcome", locale: "es" },
  play: rendersWith("Le damos la bienvenida a Valley Tax Pros", "Elegir su contraseña", "durante los próximos 7 días"),
};
export const SpanishAccountStaffInvite: Story = {
  args: { kind: "account.staff-invite", locale: "es" },
  play: rendersWith("Únase a Valley Tax Pros", "como preparador de impuestos", "Elegir su contraseña", "inicio de sesión en dos pasos"),
};
export const SpanishAccountEmailChange: Story = {
  args: { kind: "account.email-change", locale: "es" },
  play: rendersWith("Confirme su nuevo correo electrónico", "Confirmar esta dirección", "durante las próximas 24 horas"),
};
export const SpanishAccountEmailChanged: Story = {
  args: { kind: "account.email-changed", locale: "es" },
  play: rendersWith("Se cambió su correo electrónico", "rosa.new@example.com", "llámenos de inmediato"),
};
export const SpanishAccountSecurityChanged: Story = {
  args: { kind: "account.security-changed", locale: "es" },
  play: rendersWith("El inicio de sesión en dos pasos está activado", "Si no fue usted"),
};
export const SpanishAccountSecurityRecoveryCodeUsed: Story = {
  args: { kind: "account.security-changed", locale: "es", change: "recovery_code_used" },
  play: rendersWith("Se usó un código de recuperación", "Cada código funciona una sola vez"),
};
export const SpanishAccountSecurityPasskeyAdded: Story = {
  args: { kind: "account.security-changed", locale: "es", change: "passkey_added" },
};
export const SpanishAccountAddressInUse: Story = {
  args: { kind: "account.address-in-use", locale: "es" },
  play: rendersWith("Alguien intentó usar su correo electrónico", "Ir a la página de inicio de sesión"),
};
export const SpanishAccountPasswordChanged: Story = {
  args: { kind: "account.password-changed", locale: "es" },
  play: rendersWith(
    "Se cambió su contraseña",
    "Aplicación de autenticación",
    "Llave de acceso “MacBook Touch ID”",
    "8 códigos de recuperación sin usar",
    "Quitar el inicio de sesión en dos pasos",
    "¿Olvidó su contraseña?",
  ),
};
export const SpanishAccountPasswordResetNotice: Story = {
  args: { kind: "account.password-changed", how: "reset", locale: "es", withoutFactors: true },
  play: rendersWith("Se restableció su contraseña", "Se cerró la sesión en todos los dispositivos."),
};
export const SpanishAccountSecurityTwoStepRemoved: Story = {
  args: { kind: "account.security-changed", locale: "es", change: "two_step_removed" },
  play: rendersWith("Se quitó el inicio de sesión en dos pasos", "puede volver a configurar"),
};
