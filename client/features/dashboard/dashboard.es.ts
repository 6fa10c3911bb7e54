import type { Translation } from "#server/shared/i18n/catalog.ts";
import type english from "./dashboard.en";

const dashboard: Translation<typeof english> = {
  "welcome": "¡Le damos la bienvenida, {name}!",
  "intro": "Aquí puede ver sus citas y el estado de cada una.",
  "introWithZone": "Aquí puede ver sus citas y el estado de cada una. Los horarios se indican en {zone}.",
  "bookAppointment": "Reservar cita",
  "heading": "Sus citas",
  "loading": "Cargando sus citas…",
  "preparer.with": "Con {name}",
  "time.at": "a las {time}",
  "time.atOne": "a la {time}",
  "appointment.which": "{service} del {date} {atTime}",
  "action.addToCalendar": "Agregar al calendario",
  "action.addToCalendarLabel": "Agregar la cita de {appointment} a su calendario (archivo .ics)",
  "action.googleCalendar": "Google Calendar",
  "action.googleCalendarLabel": "Agregar la cita de {appointment} a Google Calendar (se abre en una pestaña nueva)",
  "action.cancel": "Cancelar",
  "action.cancelLabel": "Cancelar la cita de {appointment}",
  "action.callToCancel": "Para cancelarla o cambiarle el horario ahora, llame a la oficina al {phone}.",
  "action.move": "Cambiar horario",
  "action.moveLabel": "Cambiar el horario de la cita de {appointment}",
  "move.title": "Elija un nuevo horario",
  "move.body": "Su cita de {service} es el {date} {atTime}. Elija otro horario libre abajo; le enviaremos el nuevo horario por correo y avisaremos a la oficina.",
  "move.chooseTime": "Primero elija un nuevo horario.",
  "move.keep": "Conservar el horario actual",
  "move.confirm": "Cambiar la cita",
  "move.done": "Su cita tiene un nuevo horario. Se lo enviamos por correo y avisamos a la oficina.",
  "move.failed": "No se pudo cambiar el horario de la cita. Inténtelo de nuevo.",
  "cancel.title": "¿Desea cancelar esta cita?",
  "cancel.closeDialog": "Cerrar el cuadro de diálogo",
  "cancel.body": "Su cita de {service} del {date} {atTime} se cancelará y el horario quedará libre para otras personas. Avisaremos a la oficina.",
  "cancel.reason": "Motivo (opcional)",
  "cancel.reasonHint": "Solo nuestra oficina verá este mensaje.",
  "cancel.keep": "Conservar la cita",
  "cancel.confirm": "Cancelar la cita",
  "cancel.done": "Su cita quedó cancelada. Ya avisamos a la oficina.",
  "cancel.failed": "No se pudo cancelar la cita. Inténtelo de nuevo.",
  // Empty lists' next actions (issue 19).
  "empty.book": "Reserve su primera cita",
};

export default dashboard;
