import { describe, expect, it } from "vitest";
import { SAMPLE_CONTEXT, SAMPLE_EMAILS, SAMPLE_MISSING_DOCUMENTS, SAMPLE_REQUESTED_DOCUMENT, SPANISH_SAMPLE_EMAILS } from "./email-fixtures";
import { googleCalendarUrl } from "./calendar-links";
import { EMAIL_MESSAGES } from "./email-messages";
import { CLIENT_EMAIL_KINDS, EMAIL_KINDS, parseEmailPayload, type ClientEmailKind, type EmailPayload } from "./email-payloads";
import { renderEmail } from "./render-email";
import { oneLine } from "./subjects";

describe("renderEmail", () => {
  it.each(EMAIL_KINDS)("renders %s with an HTML and a text part, the business's details and hours, and a one-line subject", async (kind) => {
    const { payload, facts } = SAMPLE_EMAILS[kind];
    const email = await renderEmail(payload, SAMPLE_CONTEXT, facts);
    expect(email.subject).toBe(oneLine(email.subject));
    expect(email.html).toMatch(/^<!DOCTYPE html/);
    expect(email.html).toContain('lang="en"');
    for (const part of [email.html, email.text]) {
      expect(part).toContain("Valley Tax Pros");
      expect(part).toContain("(559) 555-0123");
      expect(part).toContain("Monday to Saturday, 9:00 AM to 5:00 PM");
    }
    expect(email.text).not.toContain("<");
  });

  it("writes times in the business zone with the zone named", async () => {
    const email = await renderEmail(SAMPLE_EMAILS["client.appointment-confirmed"].payload, SAMPLE_CONTEXT);
    expect(email.text).toContain("Tuesday, March 3, 2026, 10:00 AM PST");
    expect(email.calendar?.method).toBe("REQUEST");
  });

  it("folds control characters out of header text", () => {
    expect(oneLine("Eve\r\nBcc: x@example.com\u0000")).toBe("Eve Bcc: x@example.com");
  });
});

/** Issue 15: a client who chose Spanish gets every email in Spanish; English stays as it was. */
describe("a client's emails in their language", () => {
  const MARCH_3 = { en: "Tuesday, March 3, 2026, 10:00 AM PST", es: "martes, 3 de marzo de 2026, 10:00 a.m. PST" };
  const MARCH_5 = { en: "Thursday, March 5, 2026, 9:00 AM PST", es: "jueves, 5 de marzo de 2026, 9:00 a.m. PST" };

  const EXPECTED: Record<ClientEmailKind, { en: string; es: string; heading: string; sentence: string; when?: string }> = {
    "client.appointment-received": {
      en: "We received your request for Tue, Mar 3, 10:00 AM PST",
      es: "Recibimos su solicitud de cita para el martes 3 de marzo, 10:00 a.m. PST",
      heading: "Recibimos su solicitud",
      sentence: "Quedará pendiente hasta que nuestra oficina la confirme",
      when: `Fecha y hora: ${MARCH_3.es}`,
    },
    "client.appointment-confirmed": {
      en: "Confirmed: Personal Tax Prep, Tue, Mar 3, 10:00 AM PST",
      es: "Cita confirmada: Impuestos personales, martes 3 de marzo, 10:00 a.m. PST",
      heading: "Su cita está confirmada",
      sentence: "Nuestra oficina confirmó su cita.",
      when: `Fecha y hora: ${MARCH_3.es}`,
    },
    "client.appointment-rescheduled": {
      en: "New time: Personal Tax Prep, Thu, Mar 5, 9:00 AM PST",
      es: "Nuevo horario: Impuestos personales, jueves 5 de marzo, 9:00 a.m. PST",
      heading: "Su cita tiene un nuevo horario",
      sentence: "Nuestra oficina cambió su cita a un nuevo horario.",
      when: `Nuevo horario: ${MARCH_5.es}\nHorario anterior: ${MARCH_3.es}`,
    },
    "client.appointment-cancelled": {
      en: "Cancelled: Personal Tax Prep, Tue, Mar 3, 10:00 AM PST",
      es: "Cita cancelada: Impuestos personales, martes 3 de marzo, 10:00 a.m. PST",
      heading: "Su cita fue cancelada",
      sentence: "Si desea otro horario, puede reservar una nueva cita cuando guste.",
      when: `Fecha y hora: ${MARCH_3.es}`,
    },
    "client.appointment-reminder": {
      en: "Reminder: Personal Tax Prep, Tue, Mar 3, 10:00 AM PST",
      es: "Recordatorio: Impuestos personales, martes 3 de marzo, 10:00 a.m. PST",
      heading: "Recordatorio de su cita",
      sentence: "Por favor, traiga una identificación con foto",
      when: `Fecha y hora: ${MARCH_3.es}`,
    },
    "client.documents-requested": {
      en: "Please send a document for your appointment at Valley Tax Pros",
      es: "Envíe un documento para su cita en Valley Tax Pros",
      heading: "Un documento más, por favor",
      sentence: "Valley Tax Pros le pide un documento más antes de su cita:",
      when: `Fecha y hora: ${MARCH_3.es}`,
    },
    "client.documents-missing": {
      en: "Documents still missing for your appointment at Valley Tax Pros",
      es: "Aún faltan documentos para su cita en Valley Tax Pros",
      heading: "Aún faltan documentos",
      sentence: "Su cita se acerca. Todavía faltan estos documentos:",
      when: `Fecha y hora: ${MARCH_3.es}`,
    },
    "account.password-reset": {
      en: "Reset your Valley Tax Pros password",
      es: "Restablezca su contraseña de Valley Tax Pros",
      heading: "Restablezca su contraseña",
      sentence: "El enlace de abajo funciona una sola vez, durante los próximos 60 minutos.",
    },
    "account.welcome": {
      en: "Set your Valley Tax Pros password",
      es: "Elija su contraseña de Valley Tax Pros",
      heading: "Le damos la bienvenida a Valley Tax Pros",
      sentence: "Elija una contraseña para iniciar sesión.",
    },
    "account.staff-invite": {
      en: "You're invited to join Valley Tax Pros",
      es: "Le invitamos a unirse a Valley Tax Pros",
      heading: "Únase a Valley Tax Pros",
      sentence: "como preparador de impuestos",
    },
    "account.email-change": {
      en: "Confirm your new Valley Tax Pros email address",
      es: "Confirme su nuevo correo electrónico de Valley Tax Pros",
      heading: "Confirme su nuevo correo electrónico",
      sentence: "funciona una sola vez, durante las próximas 24 horas.",
    },
    "account.email-changed": {
      en: "Your Valley Tax Pros email address was changed",
      es: "Se cambió su correo electrónico de Valley Tax Pros",
      heading: "Se cambió su correo electrónico",
      sentence: "De ahora en adelante le escribiremos a:",
    },
    "account.security-changed": {
      en: "Security alert for your Valley Tax Pros account",
      es: "Aviso de seguridad de su cuenta de Valley Tax Pros",
      heading: "El inicio de sesión en dos pasos está activado",
      sentence: "se le pedirá un código de la aplicación después de su contraseña.",
    },
    "account.address-in-use": {
      en: "Someone tried to use your email address at Valley Tax Pros",
      es: "Alguien intentó usar su correo electrónico en Valley Tax Pros",
      heading: "Alguien intentó usar su correo electrónico",
      sentence: "Usted ya tiene una cuenta, así que no se creó nada ni cambió nada.",
    },
    "account.password-changed": {
      en: "Your Valley Tax Pros password was changed",
      es: "Se cambió su contraseña de Valley Tax Pros",
      heading: "Se cambió su contraseña",
      sentence: "Llave de acceso “MacBook Touch ID”",
    },
  };

  it.each(CLIENT_EMAIL_KINDS)("writes %s in Spanish: subject, text, service, date and the office's hours", async (kind) => {
    const { payload, facts } = SPANISH_SAMPLE_EMAILS[kind];
    const expected = EXPECTED[kind];
    const email = await renderEmail(payload, SAMPLE_CONTEXT, facts);
    expect(email.subject).toBe(expected.es);
    expect(email.html).toContain('lang="es"');
    expect(email.html).toContain(`<title>${expected.heading}</title>`);
    expect(email.text).toContain(expected.heading.toUpperCase());
    expect(email.text).toContain("Hola, Rosa:");
    expect(email.text).toContain(expected.sentence);
    expect(email.text).toContain("De lunes a sábado, de 9:00 a.m. a 5:00 p.m.");
    if (expected.when) {
      expect(email.text).toContain("Servicio: Impuestos personales");
      expect(email.text).toContain(expected.when);
      expect(email.text).toContain("¿Necesita cambiar algo? Llámenos al (559) 555-0123");
    }
    // Nothing of the English email is left (links aside: their paths are the site's).
    const words = email.text.replace(/https?:\/\/\S+/g, "");
    for (const english of ["Hi ", "Personal Tax Prep", "Tuesday", "March", " AM ", "Monday to Saturday", "Call us", "appointment", "password"]) {
      expect(words).not.toContain(english);
    }
  });

  it.each(CLIENT_EMAIL_KINDS)("keeps %s in English, as it always read, for a client who chose English", async (kind) => {
    const { payload, facts } = SAMPLE_EMAILS[kind];
    const email = await renderEmail(payload, SAMPLE_CONTEXT, facts);
    expect(email.subject).toBe(EXPECTED[kind].en);
    expect(email.html).toContain('lang="en"');
    expect(email.text).toContain("Hi Rosa,");
    expect(email.text).toContain("Monday to Saturday, 9:00 AM to 5:00 PM");
    expect(email.text).not.toMatch(/[áéíóúñ¿¡]|Impuestos|marzo/);
    if (EXPECTED[kind].when) expect(email.text).toContain("Service: Personal Tax Prep");
  });

  it("keeps the English sentences word for word", async () => {
    const text = async (kind: ClientEmailKind) => {
      const { payload, facts } = SAMPLE_EMAILS[kind];
      return (await renderEmail(payload, SAMPLE_CONTEXT, facts)).text;
    };
    expect(await text("client.appointment-received")).toContain(
      "Thank you for your request. It is pending until our office confirms it; we will email you as soon as it is confirmed.",
    );
    const confirmed = await text("client.appointment-confirmed");
    expect(confirmed).toContain(`When: ${MARCH_3.en}`);
    expect(confirmed).toContain("Add to Google Calendar https://calendar.google.com/");
    expect(confirmed).toContain("Download calendar file (.ics) https://book.valleytaxpros.example/");
    expect(confirmed).toContain("Need to change something? Call us at (559) 555-0123 tel:+15595550123.");
    expect(await text("client.appointment-rescheduled")).toContain(`New time: ${MARCH_5.en}\nPrevious time: ${MARCH_3.en}`);
    expect(await text("client.appointment-reminder")).toContain(
      "Please bring a photo ID, last year's tax return, and your income forms (W-2s, 1099s) and any letters from the IRS or the Franchise Tax Board.",
    );
    expect(await text("account.password-reset")).toContain(
      "We received a request to reset the password of your Valley Tax Pros account. The link below works once, for the next 60 minutes.",
    );
    expect(await text("account.welcome")).toContain("WELCOME TO VALLEY TAX PROS");
  });

  it("lists a changed password's second factors with the link that removes them, and only when there are some (issue 29 item 1)", async () => {
    const sample = SAMPLE_EMAILS["account.password-changed"];
    const withFactors = await renderEmail(sample.payload, SAMPLE_CONTEXT, sample.facts);
    expect(withFactors.subject).toBe("Your Valley Tax Pros password was changed");
    expect(withFactors.text).toContain("Signing in still asks for a second step with one of these:");
    for (const item of ["Authenticator app", "Passkey “MacBook Touch ID”", "Passkey “Rosa's iPhone”", "8 unused recovery codes"]) {
      expect(withFactors.text).toContain(`* ${item}`);
    }
    expect(withFactors.text).toContain("Remove two-step sign-in https://book.valleytaxpros.example/remove-two-step?token=sample");
    expect(withFactors.text).toContain("call us at (559) 555-0123 right away");

    const reset = { ...sample.payload, how: "reset" } as const;
    const withoutFactors = await renderEmail(reset, SAMPLE_CONTEXT, { passwordChanged: { name: "Rosa Martínez", factors: null } });
    expect(withoutFactors.subject).toBe("Your Valley Tax Pros password was reset");
    expect(withoutFactors.text).toContain("was just reset with a link we emailed to you");
    expect(withoutFactors.text).not.toContain("second step");
    expect(withoutFactors.text).not.toContain("remove-two-step");
  });

  it("sends the invitation in the client's language, naming the preparer (decision 0231)", async () => {
    const summary = async (locale: "en" | "es") => {
      const { payload } = locale === "es" ? SPANISH_SAMPLE_EMAILS["client.appointment-confirmed"] : SAMPLE_EMAILS["client.appointment-confirmed"];
      const ics = (await renderEmail(payload, SAMPLE_CONTEXT)).calendar?.content.replace(/\r\n[ \t]/g, "") ?? "";
      return ["PRODID", "SUMMARY", "DESCRIPTION"].map((name) => new RegExp(`^${name}:(.*)$`, "m").exec(ics)?.[1]?.trim());
    };
    expect(await summary("es")).toEqual([
      "-//Valley Tax Pros//Appointments//ES",
      "Impuestos personales en Valley Tax Pros",
      "Su cita de Impuestos personales con Ana Reyes\\, EA. ¿Tiene preguntas? Llame al (559) 555-0123.",
    ]);
    expect(await summary("en")).toEqual([
      "-//Valley Tax Pros//Appointments//EN",
      "Personal Tax Prep at Valley Tax Pros",
      "Your Personal Tax Prep appointment with Ana Reyes\\, EA. Questions? Call (559) 555-0123.",
    ]);
  });

  it("fills the Google Calendar link in the client's language", () => {
    const appointment = { id: 42, service: "IRS Representation", start: "2026-03-03T18:00:00.000Z", sequence: 1 };
    const query = (locale: "en" | "es") => new URL(googleCalendarUrl(appointment, SAMPLE_CONTEXT, locale)).searchParams;
    expect(query("es").get("text")).toBe("Representación ante el IRS en Valley Tax Pros");
    expect(query("es").get("details")).toBe("¿Tiene preguntas? Llame al (559) 555-0123.");
    expect(query("en").get("text")).toBe("IRS Representation at Valley Tax Pros");
    expect(query("en").get("details")).toBe("Questions? Call (559) 555-0123.");
  });

  it("reads an outbox row written before emails had a language as English", async () => {
    const { payload } = SAMPLE_EMAILS["client.appointment-confirmed"];
    const { locale: _locale, ...withoutLocale } = payload as typeof payload & { locale?: string };
    const parsed = parseEmailPayload(JSON.stringify(withoutLocale));
    expect(parsed).toEqual({ ...withoutLocale, locale: "en" });
    expect((await renderEmail(parsed, SAMPLE_CONTEXT)).subject).toBe("Confirmed: Personal Tax Prep, Tue, Mar 3, 10:00 AM PST");
    expect(parseEmailPayload(JSON.stringify({ ...withoutLocale, locale: "fr" }))).toMatchObject({ locale: "en" });
    expect(parseEmailPayload(JSON.stringify({ ...withoutLocale, locale: "es" }))).toMatchObject({ locale: "es" });
    // The office's emails have no language of their own.
    const office = SAMPLE_EMAILS["office.appointment-requested"].payload;
    expect(parseEmailPayload(JSON.stringify(office))).toEqual(office);
  });

  it("has a Spanish catalogue of exactly the English one's shape", () => {
    const shape = (value: unknown): unknown =>
      typeof value === "function"
        ? `function/${value.length}`
        : typeof value === "string"
          ? value.trim() === "" ? "empty" : "string"
          : Object.fromEntries(Object.entries(value as object).map(([key, inner]) => [key, shape(inner)]));
    expect(shape(EMAIL_MESSAGES.es)).toEqual(shape(EMAIL_MESSAGES.en));
  });
});

/** Issue 34: the documents an appointment still needs, asked for in the client's language, uploaded on its page. */
describe("the documents emails", () => {
  // Another site and appointment than the samples': the link is the context's (the config's APP_URL).
  const context = { ...SAMPLE_CONTEXT, appUrl: "http://localhost:5173" };
  const appointment = { id: 7, service: "Personal Tax Prep", start: "2026-03-03T18:00:00.000Z", sequence: 0 };
  const client = { name: "Rosa Martínez", email: "rosa.martinez@example.com", phone: null };
  const UPLOAD = "http://localhost:5173/dashboard/appointments/7";

  const requested = (locale: "en" | "es"): EmailPayload => ({
    kind: "client.documents-requested",
    appointment,
    client,
    item: SAMPLE_REQUESTED_DOCUMENT,
    locale,
  });
  const missing = (locale: "en" | "es", items = SAMPLE_MISSING_DOCUMENTS): EmailPayload => ({
    kind: "client.documents-missing",
    appointment,
    client,
    items,
    locale,
  });

  it("ask in English for the one document the office named, with the appointment and the upload link", async () => {
    const email = await renderEmail(requested("en"), context);
    expect(email.subject).toBe("Please send a document for your appointment at Valley Tax Pros");
    expect(email.html).toContain(`href="${UPLOAD}"`);
    expect(email.text).toContain("Hi Rosa,");
    expect(email.text).toContain("Valley Tax Pros asks you for one more document before your appointment:\n\nForm 1095-A from Covered California");
    expect(email.text).toContain("Service: Personal Tax Prep\nWhen: Tuesday, March 3, 2026, 10:00 AM PST");
    expect(email.text).toContain(`Upload it securely ${UPLOAD}`);
    expect(email.text).toContain("Please don't send tax documents by email: the upload page keeps them encrypted.");
    expect(email.text).not.toContain("Formulario");
    expect(email.calendar).toBeUndefined();
  });

  it("ask in Spanish for the same document, in Spanish", async () => {
    const email = await renderEmail(requested("es"), context);
    expect(email.subject).toBe("Envíe un documento para su cita en Valley Tax Pros");
    expect(email.html).toContain('lang="es"');
    expect(email.html).toContain(`href="${UPLOAD}"`);
    expect(email.text).toContain("Hola, Rosa:");
    expect(email.text).toContain("Valley Tax Pros le pide un documento más antes de su cita:\n\nFormulario 1095-A de Covered California");
    expect(email.text).toContain("Servicio: Impuestos personales\nFecha y hora: martes, 3 de marzo de 2026, 10:00 a.m. PST");
    expect(email.text).toContain(`Súbalo de forma segura ${UPLOAD}`);
    expect(email.text).toContain("no nos envíe documentos de impuestos por correo electrónico");
    expect(email.text).not.toContain("Form 1095-A from");
  });

  it("list in English every document still missing, with the upload link", async () => {
    const email = await renderEmail(missing("en"), context);
    expect(email.subject).toBe("Documents still missing for your appointment at Valley Tax Pros");
    expect(email.html).toContain(`href="${UPLOAD}"`);
    expect(email.text).toContain("Your appointment is coming up. These documents are still missing:");
    for (const item of SAMPLE_MISSING_DOCUMENTS) expect(email.text).toContain(`* ${item.en}`);
    expect(email.text).toContain("When: Tuesday, March 3, 2026, 10:00 AM PST");
    expect(email.text).toContain(`Upload them securely ${UPLOAD}`);
    expect(email.text).toContain("Please don't send tax documents by email");
  });

  it("list in Spanish every document still missing, in Spanish", async () => {
    const email = await renderEmail(missing("es"), context);
    expect(email.subject).toBe("Aún faltan documentos para su cita en Valley Tax Pros");
    expect(email.html).toContain(`href="${UPLOAD}"`);
    expect(email.text).toContain("Su cita se acerca. Todavía faltan estos documentos:");
    for (const item of SAMPLE_MISSING_DOCUMENTS) {
      expect(email.text).toContain(`* ${item.es}`);
      expect(email.text).not.toContain(item.en);
    }
    expect(email.text).toContain("Fecha y hora: martes, 3 de marzo de 2026, 10:00 a.m. PST");
    expect(email.text).toContain(`Súbalos de forma segura ${UPLOAD}`);
  });

  it("speak of a single missing document in the singular", async () => {
    const [first] = SAMPLE_MISSING_DOCUMENTS;
    const en = await renderEmail(missing("en", [first!]), context);
    expect(en.text).toContain("This document is still missing:");
    expect(en.text).toContain(`Upload it securely ${UPLOAD}`);
    const es = await renderEmail(missing("es", [first!]), context);
    expect(es.text).toContain("AÚN FALTA UN DOCUMENTO");
    expect(es.text).toContain("Todavía falta este documento:");
    expect(es.text).toContain(`Súbalo de forma segura ${UPLOAD}`);
  });
});

describe("times in emails", () => {
  it("name the zone, standard or daylight, in business time", async () => {
    const { formatWhen, shortWhen } = await import("./when");
    expect(formatWhen("2026-03-03T18:00:00.000Z", "America/Los_Angeles")).toBe("Tuesday, March 3, 2026, 10:00 AM PST");
    expect(formatWhen("2026-07-01T16:30:00.000Z", "America/Los_Angeles")).toBe("Wednesday, July 1, 2026, 9:30 AM PDT");
    expect(shortWhen("2026-11-02T00:05:00.000Z", "America/Los_Angeles")).toBe("Sun, Nov 1, 4:05 PM PST");
    expect(shortWhen("2026-03-03T18:00:00.000Z", "America/Denver")).toBe("Tue, Mar 3, 11:00 AM MST");
  });

  it("are written in Spanish as es-US writes them, the zone kept", async () => {
    const { formatWhen, shortWhen } = await import("./when");
    expect(formatWhen("2026-03-03T18:00:00.000Z", "America/Los_Angeles", "es")).toBe("martes, 3 de marzo de 2026, 10:00 a.m. PST");
    expect(formatWhen("2026-07-01T16:30:00.000Z", "America/Los_Angeles", "es")).toBe("miércoles, 1 de julio de 2026, 9:30 a.m. PDT");
    expect(shortWhen("2026-11-02T00:05:00.000Z", "America/Los_Angeles", "es")).toBe("domingo 1 de noviembre, 4:05 p.m. PST");
    expect(shortWhen("2026-03-03T18:00:00.000Z", "America/Denver", "es")).toBe("martes 3 de marzo, 11:00 a.m. MST");
    // The English forms are untouched by the Spanish ones made before them.
    expect(formatWhen("2026-03-03T18:00:00.000Z", "America/Los_Angeles", "en")).toBe("Tuesday, March 3, 2026, 10:00 AM PST");
  });
});
