import type { Translation } from "#server/shared/i18n/catalog.ts";
import type english from "./calendar.en";

const calendar: Translation<typeof english> = {
  "timesAre": "Las horas se indican en {zone}.",

  "feed.title": "Las citas en su aplicación de calendario",
  "feed.intro":
    "Suscríbase a esta dirección privada en Google Calendar (Otros calendarios, Desde URL), Apple Calendar (Nueva suscripción a calendario) u Outlook (Agregar calendario, Desde Internet) para ver las citas pendientes y confirmadas en su teléfono. La dirección es suya: cada administrador tiene la propia, y deja de funcionar si su cuenta deja de ser de administrador. Cualquier persona que la tenga puede consultarla: no la comparta, y reemplácela si la compartió por error.",
  "feed.introOwn":
    "Suscríbase a esta dirección privada en Google Calendar (Otros calendarios, Desde URL), Apple Calendar (Nueva suscripción a calendario) u Outlook (Agregar calendario, Desde Internet) para ver en su teléfono las citas pendientes y confirmadas que tiene asignadas. La dirección es suya, y deja de funcionar si su cuenta deja de ser de preparador. Cualquier persona que la tenga puede consultarla: no la comparta, y reemplácela si la compartió por error.",
  "feed.address": "Dirección del calendario",
  "feed.copied": "Copiada",
  "feed.copy": "Copiar la dirección",
  "feed.confirmReplace":
    "Los calendarios suscritos a su dirección actual dejarán de actualizarse; las direcciones de los demás administradores siguen funcionando. ¿Desea continuar?",
  "feed.yesReplace": "Sí, reemplazar la dirección",
  "feed.keep": "Conservar la dirección actual",
  "feed.replace": "Reemplazar la dirección",

  "calendar.previousWeek": "Semana anterior",
  "calendar.nextWeek": "Semana siguiente",
  "calendar.previousDay": "Día anterior",
  "calendar.nextDay": "Día siguiente",
  "calendar.today": "Hoy",
  "calendar.layout": "Mostrar el calendario por",
  "calendar.layoutWeek": "Semana",
  "calendar.layoutDay": "Día, por preparador",
  "calendar.preparer": "Mostrar las citas de",
  "calendar.everyone": "Todos los preparadores",
  "calendar.unassigned": "Sin preparador todavía",
  "calendar.goToDate": "Ir a una fecha",
  "calendar.colours": "Colores",
  "calendar.blockedOrClosed": "Bloqueado o cerrado",
  "calendar.loading": "Cargando el calendario…",
  "calendar.bookAt": "Reservar para un cliente el",
  "calendar.timeSlot": "Horario",
  "calendar.allDay": "Todo el día",
  "calendar.weekday": "Día",
  "calendar.week": "Semana",
  "calendar.more": "+{count} más",
  "calendar.event": "{status}: {client}, {service}",
  "calendar.blocked": "Bloqueado",
  "calendar.blockedReason": "Bloqueado: {reason}",
  "calendar.timeOff": "Tiempo libre: {name}",
  "calendar.timeOffReason": "Tiempo libre: {name} ({reason})",
  "calendar.closed": "Cerrado: {note}",
  "calendar.specialHours": "Horario especial: {note}",
  "feed.replaced": "Se reemplazó la dirección del calendario. Suscríbase a la nueva; la anterior ya no funciona.",
  "feed.replaceFailed": "No se pudo reemplazar la dirección del calendario. Inténtelo de nuevo.",
  "feed.loadFailed": "No se pudo cargar la dirección del calendario.",
  "calendar.loadFailed": "No se pudo cargar el calendario. Inténtelo de nuevo.",
  "calendar.break": "Cerrado por un descanso",
};

export default calendar;
