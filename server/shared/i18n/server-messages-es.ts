import type { API_MESSAGES } from "../api-messages";
import { APPOINTMENT_SEARCH } from "../appointment.schema";
import { CLIENT_LIST } from "../clients.schema";
import { FOUNDED_YEAR_MIN } from "../business-profile.schema";
import { LIMITS } from "../limits";
import { INTEGRATION_LIMITS } from "../integrations.schema";
import { HOURS_LIMITS } from "../opening-hours";
import { SCHEDULE_LIMITS } from "../schedule.schema";
import { ADMIN_LIST_DEFAULTS } from "../appointment.schema";

/** API_MESSAGES's shape with each text, or each function's sentence, in Spanish ({0}, {1}: its arguments in order). */
type ApiTranslation<T> = {
  readonly [Key in keyof T]: T[Key] extends string ? string : T[Key] extends (...args: never[]) => string ? string : ApiTranslation<T[Key]>;
};

/** What the server answers (server/shared/api-messages.ts) in Spanish, formal usted. */
export const API_MESSAGES_ES: ApiTranslation<typeof API_MESSAGES> = {
  integrations: {
    keyInvalid: "La clave de API no es válida. Revísela o cree una nueva en la página Integraciones.",
    tooManyKeyFailures: "Demasiadas solicitudes con una clave de API que no es válida. Espere e inténtelo de nuevo.",
    readOnlyKey: "Esta clave de API solo puede leer. Para hacer cambios se necesita una clave con permiso de escritura.",
    keyNeedsPerson: "Una clave de API actúa en nombre de la oficina, no de una persona: esto necesita una sesión iniciada.",
    keyCannotManageAccess:
      "Una clave de API no puede crear ni quitar claves de API, webhooks ni la dirección del calendario: lo hace un administrador en la página de Integraciones.",
    keyNotOnTrpc: "Las claves de API funcionan en la API REST (/api), no aquí.",
    keyCreated: "Clave de API creada. Cópiela ahora: no se volverá a mostrar.",
    keyNotFound: "No se encontró esa clave de API.",
    tooManyKeys: "Hay demasiadas claves de API activas. Primero revoque una que ya no use.",
    webhookCreated: "Webhook agregado. Copie ahora su secreto de firma: no se volverá a mostrar.",
    webhookNotFound: "No se encontró ese webhook.",
    tooManyWebhooks: "Hay demasiados webhooks. Primero elimine uno que ya no use.",
    webhookNeedsHttps: "La dirección debe ser una dirección https://.",
    webhookPrivateAddress: "Esa dirección está en una red privada. Los webhooks solo pueden ir a direcciones públicas.",
    webhookUnresolvable: "No se encontró esa dirección. Revise el nombre del servidor.",
    deliveryNotFound: "No se encontró ese envío.",
    onlyFinishedCanBeResent: "Solo se puede volver a enviar un envío que se envió, falló o se retiró.",
  },
  auth: {
    signInRequired: "Inicie sesión para continuar.",
    forbidden: "No tiene permiso para hacer eso.",
    invalidCredentials: "Correo electrónico o contraseña incorrectos.",
    emailTaken: "Ya existe una cuenta con este correo electrónico.",
    registered: "Cuenta creada. Ahora inicie sesión.",
    sessionExpired: "Su sesión expiró. Inicie sesión de nuevo.",
    currentPasswordWrong: "La contraseña actual no es correcta.",
    tooManyFailedLogins: "Demasiados intentos fallidos de inicio de sesión. Espere unos minutos e inténtelo de nuevo.",
    tooManyRegistrations: "Se crearon demasiadas cuentas desde su red. Inténtelo más tarde.",
    foreignOrigin: "Esta solicitud vino de otro sitio y fue rechazada.",
    passwordTooCommon: "Esta contraseña es demasiado común y fácil de adivinar. Elija una menos común.",
    passwordPersonal:
      "Esta contraseña se compone de su nombre, su correo electrónico o el nombre o la ciudad de la oficina, que son fáciles de adivinar. Elija otra.",
    passwordTooEasy:
      "Esta contraseña es demasiado fácil de adivinar. Elija una más larga, por ejemplo unas cuantas palabras sin relación entre sí.",
    adminPasswordTooShort: "Las contraseñas de administrador deben tener al menos 12 caracteres.",
    signedOutIdle: "Se cerró su sesión tras un período de inactividad. Inicie sesión de nuevo.",
  },
  sessions: {
    notFound: "No se encontró ese dispositivo.",
    signedOut: "Se cerró la sesión en el dispositivo.",
    othersSignedOut: "Otros dispositivos en los que se cerró la sesión: {0}.",
  },
  mfa: {
    codeWrong: "Ese código no es correcto. Escriba el código actual de su aplicación o uno de sus códigos de recuperación.",
    challengeExpired: "Su inicio de sesión tardó demasiado. Escriba de nuevo su correo electrónico y su contraseña.",
    setupRequired: "Las cuentas de la oficina necesitan el inicio de sesión en dos pasos. Configúrelo para continuar.",
    noSetupStarted: "Empiece de nuevo la configuración y escanee el nuevo código QR.",
    totpAlreadyOn: "Ya hay una aplicación de autenticación configurada. Quítela primero para usar otra.",
    totpOn: "El inicio de sesión en dos pasos está activado. Guarde sus códigos de recuperación en un lugar seguro.",
    totpRemoved: "Se quitó la aplicación de autenticación.",
    notEnabled: "El inicio de sesión en dos pasos no está activado en esta cuenta.",
    officeKeepsOne:
      "Las cuentas de la oficina deben conservar una forma de inicio de sesión en dos pasos. Agregue una llave de acceso o una aplicación antes de quitar esta.",
    recoveryCodesRenewed: "Sus nuevos códigos de recuperación están listos. Los anteriores ya no funcionan.",
    passkeyAdded: "Se agregó la llave de acceso.",
    passkeyRemoved: "Se quitó la llave de acceso.",
    passkeyFailed: "No se pudo verificar esa llave de acceso. Inténtelo de nuevo.",
    passkeyNotFound: "No se encontró esa llave de acceso.",
    tooManyPasskeys: "Esta cuenta tiene demasiadas llaves de acceso. Quite primero una que ya no use.",
    reauthenticationRequired: "Por su seguridad, confirme primero que es usted.",
    reauthenticated: "Gracias. Puede continuar.",
    codeRequired: "Escriba el código de su aplicación o uno de sus códigos de recuperación.",
    removalLinkInvalid:
      "Este enlace no es válido, ya se usó o expiró. Si vuelve a cambiar o restablecer su contraseña, le enviaremos uno nuevo.",
    removalTokenMissing: "Este enlace está incompleto. Abra el enlace completo del correo.",
    removedWithLink:
      "Se quitó el inicio de sesión en dos pasos y se cerró la sesión en todos los dispositivos. Inicie sesión con su contraseña; puede volver a configurar el inicio de sesión en dos pasos en Configuración.",
  },
  emailChange: {
    requested:
      "Enviamos un enlace de confirmación a la nueva dirección. Su correo electrónico cambiará cuando lo abra; el enlace funciona durante 24 horas.",
    sameEmail: "Esa ya es su dirección de correo electrónico.",
    done: "Se cambió su dirección de correo electrónico.",
    invalidLink: "Este enlace de confirmación no es válido, ya se usó o expiró. Pida uno nuevo en la página Configuración.",
    tokenMissing: "Este enlace de confirmación está incompleto. Pida uno nuevo en la página Configuración.",
    tooMany: "Demasiadas solicitudes de cambio de correo. Espere un momento e inténtelo de nuevo.",
  },
  booking: {
    slotUnavailable: "Ese horario ya no está disponible. Elija otra hora.",
    notASlot: "Elija uno de los horarios disponibles.",
    beyondHorizon: "Se pueden reservar citas con hasta {0} días de anticipación. Elija una fecha más cercana.",
  },
  hours: {
    rangeTooShort: "Cada horario de atención debe durar al menos {0} minutos, lo que dura una cita.",
    pastDate: "Elija hoy o una fecha posterior.",
    exceptionNotFound: "No hay un horario especial ni un cierre en esa fecha.",
    spanTooLong: "Pida como máximo {0} días a la vez.",
    spanReversed: "La fecha final no puede ser anterior a la inicial.",
  },
  appointments: {
    notFound: "No se encontró la cita.",
    invitationOver: "Esta cita ya terminó, así que su archivo de calendario ya no está disponible.",
    onlyPendingCanBeConfirmed: "Solo se puede confirmar una cita pendiente.",
    staffEmail: "Ese correo pertenece a una cuenta del personal. Use el correo del propio cliente.",
    bookedForClient: "Cita reservada y confirmada. Se envió un correo al cliente.",
    bookedForNewClient:
      "Cita reservada y confirmada. Se envió al nuevo cliente la confirmación y un enlace para elegir su contraseña.",
    cancelledCannotBeRescheduled: "No se puede cambiar el horario de una cita cancelada.",
    changedMeanwhile: "Otra persona cambió esta cita mientras tanto. Revísela de nuevo.",
    alreadyCancelled: "Esta cita ya está cancelada.",
    sameTime: "Elija una hora distinta de la actual.",
    pastCancelCutoff: "Las citas se pueden cancelar en línea hasta {0} horas antes de su inicio. Llame a la oficina al {1}.",
    tooManyOpen:
      "Ya tiene {0} citas o solicitudes próximas. Cancele una, o espere a que pase alguna, antes de reservar otra.",
    noteTooLong: `La nota puede tener como máximo ${LIMITS.appointmentNoteMaxLength} caracteres.`,
    reasonTooLong: `El motivo puede tener como máximo ${LIMITS.cancelReasonMaxLength} caracteres.`,
  },
  blockedTimes: {
    notFound: "No se encontró el periodo bloqueado.",
  },
  request: {
    malformedText: "La solicitud contiene texto que no es Unicode válido.",
    busy: "Estamos atendiendo muchos inicios de sesión en este momento. Inténtelo de nuevo en un momento.",
  },
  passwordReset: {
    requested:
      "Si alguna cuenta usa esa dirección, le enviamos un enlace para restablecer la contraseña. El enlace funciona durante 60 minutos.",
    done: "Se restableció su contraseña. Inicie sesión con su nueva contraseña.",
    invalidLink: "Este enlace para restablecer la contraseña no es válido, ya se usó o expiró. Solicite uno nuevo.",
    tooMany: "Demasiadas solicitudes de restablecimiento. Espere un momento e inténtelo de nuevo.",
    tokenMissing: "Este enlace para restablecer la contraseña está incompleto. Solicite uno nuevo.",
  },
  media: {
    wrongType: "Las fotos deben ser imágenes JPEG, PNG o WebP.",
    tooLarge: "Las fotos pueden pesar como máximo 2 MB.",
    notFound: "No se encontró la imagen.",
  },
  emailLog: {
    notFound: "No se encontró el correo.",
    onlyFailedCanBeResent: "Solo se puede volver a enviar un correo que falló.",
    resent: "El correo está en la cola para enviarse de nuevo.",
  },
  clients: {
    notFound: "No se encontró el cliente.",
  },
  calendarFeed: {
    notFound:
      "Esta dirección de calendario no existe, fue reemplazada o ya no es de un administrador. Cada administrador copia la suya desde Administración.",
  },
  contact: {
    tooMany: "Se enviaron demasiados mensajes desde su red. Inténtelo más tarde.",
    notFound: "No se encontró el mensaje.",
  },
};

/**
 * The validation sentences of the shared schemas (server/shared/*.schema.ts and the hours'),
 * and the transports' own, keyed by their English text. The field names of parameters for
 * outside tools (`date`, `page`, ...) stay as the API spells them.
 */
export const VALIDATION_MESSAGES_ES: Readonly<Record<string, string>> = {
  "Invalid input.": "Datos no válidos.",
  "Please enter the code.": "Escriba el código.",
  "That code is too long.": "Ese código es demasiado largo.",
  "Please enter your password.": "Escriba su contraseña.",
  "That password is too long.": "Esa contraseña es demasiado larga.",
  "Please give the passkey a name.": "Ponga un nombre a la llave de acceso.",
  "The name can be at most 60 characters.": "El nombre puede tener como máximo 60 caracteres.",
  "The passkey id is required.": "Falta el identificador de la llave de acceso.",
  "The passkey id is too long.": "El identificador de la llave de acceso es demasiado largo.",
  "Something went wrong. Please try again.": "Algo salió mal. Inténtelo de nuevo.",
  "The request body is not valid JSON.": "El cuerpo de la solicitud no es JSON válido.",
  "The address is too long.": "La dirección es demasiado larga.",
  "The address is not valid.": "La dirección no es válida.",
  "About can have at most 6 paragraphs.": "La sección Quiénes somos puede tener como máximo 6 párrafos.",
  "About must be a list of paragraphs.": "La sección Quiénes somos debe ser una lista de párrafos.",
  "About needs at least one paragraph.": "La sección Quiénes somos necesita al menos un párrafo.",
  "At most 12 preparers can be shown.": "Se pueden mostrar como máximo 12 preparadores.",
  "Choose an existing client, or give a new client's name and email.":
    "Elija un cliente existente, o escriba el nombre y el correo de un cliente nuevo.",
  "Credentials must be at most 200 characters.": "Las credenciales pueden tener como máximo 200 caracteres.",
  "Email is required.": "El correo electrónico es obligatorio.",
  "Email is too long.": "El correo electrónico es demasiado largo.",
  "Enter a time such as 09:00 (24-hour).": "Escriba una hora como 09:00 (formato de 24 horas).",
  "Full name is required.": "El nombre completo es obligatorio.",
  "Full name must be at most 100 characters.": "El nombre completo puede tener como máximo 100 caracteres.",
  "Latitude must be a number.": "La latitud debe ser un número.",
  "Latitude must be between -90 and 90.": "La latitud debe estar entre -90 y 90.",
  "Longitude must be a number.": "La longitud debe ser un número.",
  "Longitude must be between -180 and 180.": "La longitud debe estar entre -180 y 180.",
  "Message is required.": "El mensaje es obligatorio.",
  "Message must be at most 5000 characters.": "El mensaje puede tener como máximo 5000 caracteres.",
  "Password is required.": "La contraseña es obligatoria.",
  "Password must be at most 200 characters.": "La contraseña puede tener como máximo 200 caracteres.",
  "Phone is required.": "El teléfono es obligatorio.",
  "Phone number may contain only digits, spaces and + ( ) - .": "El teléfono solo puede tener dígitos, espacios y + ( ) - .",
  "Phone number must be at most 30 characters.": "El teléfono puede tener como máximo 30 caracteres.",
  "Please enter a valid US phone number.": "Escriba un número de teléfono válido de EE. UU.",
  "Please enter a valid email address.": "Escriba un correo electrónico válido.",
  "Preparers must be a list.": "Los preparadores deben ser una lista.",
  "Send weekly hours, a booking horizon, or both.": "Envíe el horario semanal, el plazo de reserva o ambos.",
  "State is required.": "El estado es obligatorio.",
  "State must be a two-letter code such as CA.": "El estado debe ser un código de dos letras, como CA.",
  "Status must be unread, read or archived.": "El estado debe ser unread, read o archived.",
  "The calendar link is incomplete.": "El enlace del calendario está incompleto.",
  "The closing time must be after the opening time.": "La hora de cierre debe ser posterior a la de apertura.",
  "The id must be a positive whole number.": "El id debe ser un número entero positivo.",
  "The photo must be one uploaded on this page.": "La foto debe ser una subida en esta página.",
  "The founding year must be a whole number.": "El año de fundación debe ser un número entero.",
  [`The founding year must be between ${FOUNDED_YEAR_MIN} and this year.`]: `El año de fundación debe estar entre ${FOUNDED_YEAR_MIN} y el año actual.`,
  "Walk-ins must be true or false.": "Atención sin cita debe ser verdadero o falso.",
  "The second range must start after the first one ends.": "El segundo horario debe empezar después de que termine el primero.",
  "Times must be ISO-8601 date-times (e.g. 2026-03-02T09:00).": "Las horas deben ser fechas y horas ISO-8601 (por ejemplo, 2026-03-02T09:00).",
  "ZIP code is required.": "El código postal es obligatorio.",
  "ZIP code must look like 93711 or 93711-1234.": "El código postal debe tener la forma 93711 o 93711-1234.",
  "The end date must not be before the start date.": "La fecha final no puede ser anterior a la inicial.",
  [`A day can have at most ${HOURS_LIMITS.maxRangesPerDay} opening ranges.`]: `Un día puede tener como máximo ${HOURS_LIMITS.maxRangesPerDay} horarios de atención.`,
  [`Choose between ${HOURS_LIMITS.minHorizonDays} and ${HOURS_LIMITS.maxHorizonDays} days.`]: `Elija entre ${HOURS_LIMITS.minHorizonDays} y ${HOURS_LIMITS.maxHorizonDays} días.`,
  [`Keep the note to ${HOURS_LIMITS.maxNoteLength} characters.`]: `La nota puede tener como máximo ${HOURS_LIMITS.maxNoteLength} caracteres.`,
  [`Reason must be at most ${LIMITS.blockedReasonMaxLength} characters.`]: `El motivo puede tener como máximo ${LIMITS.blockedReasonMaxLength} caracteres.`,
  [`Search for at most ${APPOINTMENT_SEARCH.maxQueryLength} characters.`]: `Busque como máximo ${APPOINTMENT_SEARCH.maxQueryLength} caracteres.`,
  [`Search for at most ${CLIENT_LIST.maxQueryLength} characters.`]: `Busque como máximo ${CLIENT_LIST.maxQueryLength} caracteres.`,
  [`Times must be between the years ${LIMITS.supportedYears.first} and ${LIMITS.supportedYears.last}.`]: `Las horas deben estar entre los años ${LIMITS.supportedYears.first} y ${LIMITS.supportedYears.last}.`,
  "date is required (YYYY-MM-DD).": "date es obligatorio (AAAA-MM-DD).",
  "date must be a calendar date in the form YYYY-MM-DD.": "date debe ser una fecha con la forma AAAA-MM-DD.",
  "date must be a real calendar date.": "date debe ser una fecha que exista.",
  [`date must be between ${LIMITS.supportedYears.first}-01-01 and ${LIMITS.supportedYears.last}-12-31.`]: `date debe estar entre ${LIMITS.supportedYears.first}-01-01 y ${LIMITS.supportedYears.last}-12-31.`,
  "days must be a whole number.": "days debe ser un número entero.",
  "days must be at least 1.": "days debe ser al menos 1.",
  [`days must be at most ${SCHEDULE_LIMITS.maxDays}.`]: `days puede ser como máximo ${SCHEDULE_LIMITS.maxDays}.`,
  "limit must be a whole number.": "limit debe ser un número entero.",
  "limit must be at least 1.": "limit debe ser al menos 1.",
  [`limit must be at most ${ADMIN_LIST_DEFAULTS.maxLimit}.`]: `limit puede ser como máximo ${ADMIN_LIST_DEFAULTS.maxLimit}.`,
  "locale must be en or es.": "locale debe ser en o es.",
  "activity must be true or false.": "activity debe ser true o false.",
  "page must be a whole number.": "page debe ser un número entero.",
  "page must be at least 1.": "page debe ser al menos 1.",
  "page must be at most 10000.": "page puede ser como máximo 10000.",
  "action must be one of the recorded actions or groups.": "action debe ser una de las acciones o grupos registrados.",
  "subject_type must be one of the recorded subject types.": "subject_type debe ser uno de los tipos de objeto registrados.",
  "subject_id must be at most 100 characters.": "subject_id puede tener como máximo 100 caracteres.",
  "service must be one of the offered services.": "service debe ser uno de los servicios que ofrecemos.",
  "status must be pending, confirmed or cancelled.": "status debe ser pending, confirmed o cancelled.",
  "Give the key a name, such as the tool that will use it.": "Ponga un nombre a la clave, como la herramienta que la usará.",
  [`The name can be at most ${INTEGRATION_LIMITS.nameMaxLength} characters.`]: `El nombre puede tener como máximo ${INTEGRATION_LIMITS.nameMaxLength} caracteres.`,
  "The scope must be read or write.": "El permiso debe ser read o write.",
  "Give the address the events should be sent to.": "Escriba la dirección a la que se deben enviar los eventos.",
  "The address must be an https:// address.": "La dirección debe ser una dirección https://.",
  "Choose events from the list.": "Elija eventos de la lista.",
  "Choose at least one event.": "Elija al menos un evento.",
  "The session id is required.": "El id de la sesión es obligatorio.",
  "The session id is too long.": "El id de la sesión es demasiado largo.",
};
