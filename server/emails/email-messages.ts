import type { Locale } from "../shared/i18n/locales";

/**
 * Every text of the emails to clients, one catalogue per language (issue 15, decision
 * 0121): English as the emails have always said it, Spanish of the same shape. A sentence
 * with values is a function; a sentence with a link inside names it ("{phone}") and the
 * template puts the link there. The office's own emails stay English: the office reads
 * English.
 */
const english = {
  /** The greeting, by first name ("" when the account has none). */
  greeting: (firstName: string) => `Hi ${firstName || "there"},`,
  subjects: {
    received: (when: string) => `We received your request for ${when}`,
    confirmed: (service: string, when: string) => `Confirmed: ${service}, ${when}`,
    rescheduled: (service: string, when: string) => `New time: ${service}, ${when}`,
    cancelled: (service: string, when: string) => `Cancelled: ${service}, ${when}`,
    reminder: (service: string, when: string) => `Reminder: ${service}, ${when}`,
    documentsRequested: (business: string) => `Please send a document for your appointment at ${business}`,
    documentsMissing: (business: string) => `Documents still missing for your appointment at ${business}`,
    passwordReset: (business: string) => `Reset your ${business} password`,
    welcome: (business: string) => `Set your ${business} password`,
    staffInvite: (business: string) => `You're invited to join ${business}`,
    emailChange: (business: string) => `Confirm your new ${business} email address`,
    emailChanged: (business: string) => `Your ${business} email address was changed`,
    addressInUse: (business: string) => `Someone tried to use your email address at ${business}`,
    securityChanged: (business: string) => `Security alert for your ${business} account`,
    passwordChanged: (business: string) => `Your ${business} password was changed`,
    passwordWasReset: (business: string) => `Your ${business} password was reset`,
  },
  appointment: {
    headings: {
      received: "We received your request",
      confirmed: "Your appointment is confirmed",
      rescheduled: "Your appointment has a new time",
      cancelled: "Your appointment is cancelled",
      reminder: "See you soon",
    },
    /** The line inboxes show beside the subject. */
    preview: (heading: string, service: string, when: string) => `${heading}: ${service}, ${when}`,
    received:
      "Thank you for your request. It is pending until our office confirms it; we will email you as soon as it is confirmed.",
    confirmed: "Our office has confirmed your appointment. We look forward to seeing you.",
    rescheduled: "Our office has moved your appointment to a new time.",
    rescheduledPending:
      "Our office has moved your requested appointment to a new time. It is still pending: we will email you as soon as it is confirmed.",
    cancelled: "Your appointment has been cancelled. If you would like another time, you are welcome to book again.",
    reminder: "This is a friendly reminder of your upcoming appointment.",
    whatToBring:
      "Please bring a photo ID, last year's tax return, and your income forms (W-2s, 1099s) and any letters from the IRS or the Franchise Tax Board.",
    labels: {
      service: "Service",
      preparer: "With",
      when: "When",
      where: "Where",
      newTime: "New time",
      previousTime: "Previous time",
    },
    addToGoogleCalendar: "Add to Google Calendar",
    downloadCalendarFile: "Download calendar file (.ics)",
    bookAgain: "Book a new time",
    viewAppointments: "View your appointments",
    callUs: "Need to change something? Call us at {phone}.",
  },
  /**
   * Issue 34: the documents an appointment still needs, uploaded on its page. The appointment's
   * facts and the line about calling use `appointment`'s labels and sentence.
   */
  documents: {
    headings: {
      requested: "One more document, please",
      missing: (count: number): string => (count === 1 ? "A document is still missing" : "Documents are still missing"),
    },
    requested: (business: string) => `${business} asks you for one more document before your appointment:`,
    missing: (count: number): string =>
      count === 1
        ? "Your appointment is coming up. This document is still missing:"
        : "Your appointment is coming up. These documents are still missing:",
    upload: (count: number): string => (count === 1 ? "Upload it securely" : "Upload them securely"),
    notByEmail: "Please don't send tax documents by email: the upload page keeps them encrypted.",
  },
  passwordReset: {
    title: "Reset your password",
    preview: (business: string) => `Choose a new password for your ${business} account`,
    body: (business: string, minutes: number) =>
      `We received a request to reset the password of your ${business} account. The link below works once, for the next ${minutes} minutes.`,
    button: "Choose a new password",
    notYou: "If you did not ask for this, you can ignore this email: your password stays as it is.",
  },
  staffInvite: {
    title: (business: string) => `Join ${business}`,
    preview: (business: string) => `Choose a password for your ${business} staff account`,
    body: (business: string, role: string, days: number) =>
      `You have been invited to ${business}'s booking system as ${role}. Choose a password to sign in; the link below works once, for the next ${days} days.`,
    button: "Choose your password",
    twoStep:
      "When you first sign in, you will set up two-step sign-in with an authenticator app or a passkey: every staff account has it, because it opens clients' information.",
    notExpected: "If you were not expecting this, you can ignore this email: nothing happens until the link is used.",
    roles: { admin: "an owner", front_desk: "front desk staff", preparer: "a tax preparer" },
  },
  welcome: {
    title: (business: string) => `Welcome to ${business}`,
    preview: (business: string) => `Choose a password to see your appointments with ${business} online`,
    body: (days: number) =>
      `Our office booked your appointment and opened an account for you, so you can see, add to your calendar or cancel your appointments online. Choose a password to sign in. The link below works once, for the next ${days} days.`,
    button: "Choose your password",
    optional: "You do not need an account to keep your appointment: if you prefer, you can ignore this email.",
  },
  emailChange: {
    title: "Confirm your new email address",
    preview: (business: string) => `Confirm the new email address of your ${business} account`,
    body: (business: string, hours: number) =>
      `You asked to use this address for your ${business} account. Your email changes when you follow the link below; it works once, for the next ${hours} hours.`,
    button: "Confirm this address",
    notYou: "If you did not ask for this, you can ignore this email: nothing changes.",
  },
  emailChanged: {
    title: "Your email address was changed",
    preview: (business: string) => `The email address of your ${business} account was changed`,
    body: (business: string) => `The email address of your ${business} account was changed. From now on we write to:`,
    notYou: (phone: string) => `If you did not make this change, please call us at ${phone} right away.`,
  },
  /** Issue 29 item 7: an attempt to use an address that already has an account, told to its owner. */
  addressInUse: {
    title: "Someone tried to use your email address",
    bodies: {
      registration: (business: string) =>
        `Someone just tried to create a new ${business} account with this email address. You already have an account, so nothing was created and nothing changed.`,
      email_change: (business: string) =>
        `Someone just asked to move another ${business} account to this email address. It already belongs to your account, so nothing changed.`,
    },
    ifYou: "If it was you, sign in with your password, or choose a new one from the login page with \"Forgot password?\".",
    button: "Go to the login page",
    notYou: (phone: string) => `If it was not you, there is nothing to do: your account is safe. Questions? Call us at ${phone}.`,
  },
  /** Issue 17: each change to how the account signs in, told to its owner. */
  securityChanged: {
    titles: {
      totp_added: "Two-step sign-in is on",
      totp_removed: "Your authenticator app was removed",
      passkey_added: "A passkey was added",
      passkey_removed: "A passkey was removed",
      recovery_code_used: "A recovery code was used",
      two_step_removed: "Two-step sign-in was removed",
    },
    bodies: {
      totp_added: (business: string) =>
        `An authenticator app was set up for your ${business} account. From now on, signing in asks for a code from it after your password.`,
      totp_removed: (business: string) => `The authenticator app was removed from your ${business} account. Signing in no longer asks for its codes.`,
      passkey_added: (business: string) => `A passkey was added to your ${business} account. You can now sign in with it.`,
      passkey_removed: (business: string) => `A passkey was removed from your ${business} account. It can no longer be used to sign in.`,
      recovery_code_used: (business: string) =>
        `One of your recovery codes was just used to sign in to your ${business} account. Each code works only once; you can make new ones on the Settings page.`,
      two_step_removed: (business: string) =>
        `Two-step sign-in was removed from your ${business} account with the link we emailed after its password changed: the authenticator app, the passkeys and the recovery codes no longer work, and every device was signed out. Signing in now asks for the password alone; you can set two-step sign-in up again on the Settings page.`,
    },
    notYou: (phone: string) => `If this was not you, change your password on the Settings page and call us at ${phone} right away.`,
  },
  /**
   * Issue 29 item 1: a password changed on Settings or reset with a link. When the account has
   * second factors, they are listed with a link that removes them all (with the new password).
   */
  passwordChanged: {
    titles: { changed: "Your password was changed", reset: "Your password was reset" },
    bodies: {
      changed: (business: string) =>
        `The password of your ${business} account was just changed on the Settings page. Every other device signed in to it was signed out.`,
      reset: (business: string) =>
        `The password of your ${business} account was just reset with a link we emailed to you. Every device signed in to it was signed out.`,
    },
    factorsIntro: "Signing in still asks for a second step with one of these:",
    app: "Authenticator app",
    passkey: (name: string) => `Passkey “${name}”`,
    recoveryCodes: (left: number) => (left === 1 ? "1 unused recovery code" : `${left} unused recovery codes`),
    removeOffer: (hours: number) =>
      `If you do not recognise one of them, or can no longer use them, you can remove them all. The link below asks for your new password, works once, for the next ${hours} hours, and signs out every device.`,
    removeButton: "Remove two-step sign-in",
    officeKeepsFactors:
      "An office account's two-step sign-in cannot be removed from an emailed link after a reset, so that an email account alone never opens the office's records. If you do not recognise one of them, sign in with one you have and remove it on the Settings page.",
    notYou: (phone: string) =>
      `If you did not do this, reset your password with “Forgot password?” on the login page and call us at ${phone} right away.`,
  },
  /** The invitation (iCalendar) and the Google Calendar link. */
  calendar: {
    summary: (service: string, business: string) => `${service} at ${business}`,
    description: (service: string, phone: string) => `Your ${service} appointment. Questions? Call ${phone}.`,
    /** The description of an appointment with a preparer (decision 0231). */
    descriptionWith: (service: string, preparer: string, phone: string) =>
      `Your ${service} appointment with ${preparer}. Questions? Call ${phone}.`,
    details: (phone: string) => `Questions? Call ${phone}.`,
  },
};

/** The emails' texts: a translation must have every key, each of the same kind, and no other. */
export type EmailMessages = typeof english;

/** The same emails in Spanish: formal usted, as a California tax office writes to its clients. */
const spanish: EmailMessages = {
  greeting: (firstName: string) => (firstName ? `Hola, ${firstName}:` : "Hola:"),
  subjects: {
    received: (when) => `Recibimos su solicitud de cita para el ${when}`,
    confirmed: (service, when) => `Cita confirmada: ${service}, ${when}`,
    rescheduled: (service, when) => `Nuevo horario: ${service}, ${when}`,
    cancelled: (service, when) => `Cita cancelada: ${service}, ${when}`,
    reminder: (service, when) => `Recordatorio: ${service}, ${when}`,
    documentsRequested: (business) => `Envíe un documento para su cita en ${business}`,
    documentsMissing: (business) => `Aún faltan documentos para su cita en ${business}`,
    passwordReset: (business) => `Restablezca su contraseña de ${business}`,
    welcome: (business) => `Elija su contraseña de ${business}`,
    staffInvite: (business) => `Le invitamos a unirse a ${business}`,
    emailChange: (business) => `Confirme su nuevo correo electrónico de ${business}`,
    emailChanged: (business) => `Se cambió su correo electrónico de ${business}`,
    addressInUse: (business) => `Alguien intentó usar su correo electrónico en ${business}`,
    securityChanged: (business) => `Aviso de seguridad de su cuenta de ${business}`,
    passwordChanged: (business) => `Se cambió su contraseña de ${business}`,
    passwordWasReset: (business) => `Se restableció su contraseña de ${business}`,
  },
  appointment: {
    headings: {
      received: "Recibimos su solicitud",
      confirmed: "Su cita está confirmada",
      rescheduled: "Su cita tiene un nuevo horario",
      cancelled: "Su cita fue cancelada",
      reminder: "Recordatorio de su cita",
    },
    preview: (heading, service, when) => `${heading}: ${service}, ${when}`,
    received:
      "Gracias por su solicitud. Quedará pendiente hasta que nuestra oficina la confirme; le enviaremos un correo electrónico en cuanto esté confirmada.",
    confirmed: "Nuestra oficina confirmó su cita. Será un gusto atenderle.",
    rescheduled: "Nuestra oficina cambió su cita a un nuevo horario.",
    rescheduledPending:
      "Nuestra oficina cambió la cita que usted solicitó a un nuevo horario. Su solicitud sigue pendiente: le enviaremos un correo electrónico en cuanto esté confirmada.",
    cancelled: "Su cita ha sido cancelada. Si desea otro horario, puede reservar una nueva cita cuando guste.",
    reminder: "Le escribimos para recordarle su próxima cita.",
    whatToBring:
      "Por favor, traiga una identificación con foto, su declaración de impuestos del año pasado, sus formularios de ingresos (W-2, 1099) y cualquier carta del IRS o de la Franchise Tax Board.",
    labels: {
      service: "Servicio",
      preparer: "Con",
      when: "Fecha y hora",
      where: "Lugar",
      newTime: "Nuevo horario",
      previousTime: "Horario anterior",
    },
    addToGoogleCalendar: "Agregar a Google Calendar",
    downloadCalendarFile: "Descargar archivo de calendario (.ics)",
    bookAgain: "Reservar otro horario",
    viewAppointments: "Ver sus citas",
    callUs: "¿Necesita cambiar algo? Llámenos al {phone}.",
  },
  documents: {
    headings: {
      requested: "Un documento más, por favor",
      missing: (count) => (count === 1 ? "Aún falta un documento" : "Aún faltan documentos"),
    },
    requested: (business) => `${business} le pide un documento más antes de su cita:`,
    missing: (count) =>
      count === 1 ? "Su cita se acerca. Todavía falta este documento:" : "Su cita se acerca. Todavía faltan estos documentos:",
    upload: (count) => (count === 1 ? "Súbalo de forma segura" : "Súbalos de forma segura"),
    notByEmail:
      "Por favor, no nos envíe documentos de impuestos por correo electrónico: en la página para subirlos se guardan cifrados.",
  },
  passwordReset: {
    title: "Restablezca su contraseña",
    preview: (business) => `Elija una nueva contraseña para su cuenta de ${business}`,
    body: (business, minutes) =>
      `Recibimos una solicitud para restablecer la contraseña de su cuenta de ${business}. El enlace de abajo funciona una sola vez, durante los próximos ${minutes} minutos.`,
    button: "Elegir una nueva contraseña",
    notYou: "Si usted no lo solicitó, puede ignorar este correo: su contraseña seguirá siendo la misma.",
  },
  staffInvite: {
    title: (business) => `Únase a ${business}`,
    preview: (business) => `Elija una contraseña para su cuenta del personal de ${business}`,
    body: (business, role, days) =>
      `Le invitaron al sistema de citas de ${business} como ${role}. Elija una contraseña para iniciar sesión; el enlace de abajo funciona una sola vez, durante los próximos ${days} días.`,
    button: "Elegir su contraseña",
    twoStep:
      "La primera vez que inicie sesión, configurará el inicio de sesión en dos pasos con una aplicación de autenticación o una llave de acceso: toda cuenta del personal lo tiene, porque da acceso a la información de los clientes.",
    notExpected: "Si no esperaba este correo, puede ignorarlo: no pasa nada hasta que se use el enlace.",
    roles: { admin: "propietario", front_desk: "personal de recepción", preparer: "preparador de impuestos" },
  },
  welcome: {
    title: (business) => `Le damos la bienvenida a ${business}`,
    preview: (business) => `Elija una contraseña para ver sus citas con ${business} en línea`,
    body: (days) =>
      `Nuestra oficina reservó su cita y le abrió una cuenta para que pueda ver sus citas, agregarlas a su calendario o cancelarlas en línea. Elija una contraseña para iniciar sesión. El enlace de abajo funciona una sola vez, durante los próximos ${days} días.`,
    button: "Elegir su contraseña",
    optional: "No necesita una cuenta para conservar su cita: si lo prefiere, puede ignorar este correo.",
  },
  emailChange: {
    title: "Confirme su nuevo correo electrónico",
    preview: (business) => `Confirme el nuevo correo electrónico de su cuenta de ${business}`,
    body: (business, hours) =>
      `Usted pidió usar esta dirección para su cuenta de ${business}. Su correo electrónico cambiará cuando abra el enlace de abajo; funciona una sola vez, durante las próximas ${hours} horas.`,
    button: "Confirmar esta dirección",
    notYou: "Si usted no lo solicitó, puede ignorar este correo: no cambiará nada.",
  },
  emailChanged: {
    title: "Se cambió su correo electrónico",
    preview: (business) => `Se cambió el correo electrónico de su cuenta de ${business}`,
    body: (business) => `Se cambió el correo electrónico de su cuenta de ${business}. De ahora en adelante le escribiremos a:`,
    notYou: (phone) => `Si usted no hizo este cambio, llámenos de inmediato al ${phone}.`,
  },
  addressInUse: {
    title: "Alguien intentó usar su correo electrónico",
    bodies: {
      registration: (business) =>
        `Alguien acaba de intentar crear una cuenta nueva de ${business} con este correo electrónico. Usted ya tiene una cuenta, así que no se creó nada ni cambió nada.`,
      email_change: (business) =>
        `Alguien acaba de pedir que otra cuenta de ${business} use este correo electrónico. Ya pertenece a su cuenta, así que no cambió nada.`,
    },
    ifYou: "Si fue usted, inicie sesión con su contraseña o elija una nueva desde la página de inicio de sesión con \"¿Olvidó su contraseña?\".",
    button: "Ir a la página de inicio de sesión",
    notYou: (phone) => `Si no fue usted, no tiene que hacer nada: su cuenta está segura. ¿Tiene preguntas? Llámenos al ${phone}.`,
  },
  securityChanged: {
    titles: {
      totp_added: "El inicio de sesión en dos pasos está activado",
      totp_removed: "Se quitó su aplicación de autenticación",
      passkey_added: "Se agregó una llave de acceso",
      passkey_removed: "Se quitó una llave de acceso",
      recovery_code_used: "Se usó un código de recuperación",
      two_step_removed: "Se quitó el inicio de sesión en dos pasos",
    },
    bodies: {
      totp_added: (business) =>
        `Se configuró una aplicación de autenticación en su cuenta de ${business}. De ahora en adelante, al iniciar sesión se le pedirá un código de la aplicación después de su contraseña.`,
      totp_removed: (business) => `Se quitó la aplicación de autenticación de su cuenta de ${business}. Ya no se le pedirán sus códigos al iniciar sesión.`,
      passkey_added: (business) => `Se agregó una llave de acceso a su cuenta de ${business}. Ahora puede iniciar sesión con ella.`,
      passkey_removed: (business) => `Se quitó una llave de acceso de su cuenta de ${business}. Ya no se puede usar para iniciar sesión.`,
      recovery_code_used: (business) =>
        `Se acaba de usar uno de sus códigos de recuperación para iniciar sesión en su cuenta de ${business}. Cada código funciona una sola vez; puede crear nuevos en la página Configuración.`,
      two_step_removed: (business) =>
        `Se quitó el inicio de sesión en dos pasos de su cuenta de ${business} con el enlace que le enviamos después del cambio de contraseña: la aplicación de autenticación, las llaves de acceso y los códigos de recuperación ya no funcionan, y se cerró la sesión en todos los dispositivos. Ahora para iniciar sesión solo se pide la contraseña; puede volver a configurar el inicio de sesión en dos pasos en la página Configuración.`,
    },
    notYou: (phone) => `Si no fue usted, cambie su contraseña en la página Configuración y llámenos de inmediato al ${phone}.`,
  },
  passwordChanged: {
    titles: { changed: "Se cambió su contraseña", reset: "Se restableció su contraseña" },
    bodies: {
      changed: (business) =>
        `Se acaba de cambiar la contraseña de su cuenta de ${business} en la página Configuración. Se cerró la sesión en todos los demás dispositivos.`,
      reset: (business) =>
        `Se acaba de restablecer la contraseña de su cuenta de ${business} con un enlace que le enviamos por correo. Se cerró la sesión en todos los dispositivos.`,
    },
    factorsIntro: "Al iniciar sesión se le seguirá pidiendo un segundo paso con uno de estos:",
    app: "Aplicación de autenticación",
    passkey: (name) => `Llave de acceso “${name}”`,
    recoveryCodes: (left) => (left === 1 ? "1 código de recuperación sin usar" : `${left} códigos de recuperación sin usar`),
    removeOffer: (hours) =>
      `Si no reconoce alguno, o ya no puede usarlos, puede quitarlos todos. El enlace de abajo le pedirá su nueva contraseña, funciona una sola vez, durante las próximas ${hours} horas, y cierra la sesión en todos los dispositivos.`,
    removeButton: "Quitar el inicio de sesión en dos pasos",
    officeKeepsFactors:
      "El inicio de sesión en dos pasos de una cuenta de la oficina no se puede quitar con un enlace enviado por correo después de restablecer la contraseña, para que una cuenta de correo por sí sola nunca abra los registros de la oficina. Si no reconoce alguno, inicie sesión con uno que tenga y quítelo en la página Configuración.",
    notYou: (phone) =>
      `Si usted no lo hizo, restablezca su contraseña con “¿Olvidó su contraseña?” en la página de inicio de sesión y llámenos de inmediato al ${phone}.`,
  },
  calendar: {
    summary: (service, business) => `${service} en ${business}`,
    description: (service, phone) => `Su cita de ${service}. ¿Tiene preguntas? Llame al ${phone}.`,
    descriptionWith: (service, preparer, phone) => `Su cita de ${service} con ${preparer}. ¿Tiene preguntas? Llame al ${phone}.`,
    details: (phone) => `¿Tiene preguntas? Llame al ${phone}.`,
  },
};

export const EMAIL_MESSAGES: Readonly<Record<Locale, EmailMessages>> = { en: english, es: spanish };

/** The emails' texts in `locale`. */
export const emailMessages = (locale: Locale): EmailMessages => EMAIL_MESSAGES[locale];
