import type { Translation } from "#server/shared/i18n/catalog.ts";
import type english from "./appointments.en";

const appointments: Translation<typeof english> = {
  "closeDialog": "Cerrar la ventana",
  "close": "Cerrar",
  "timesAre": "Las horas se indican en {zone}.",
  "field.client": "Cliente",
  "field.service": "Servicio",
  "field.status": "Estado",
  "field.searchPlaceholder": "Nombre, correo electrónico o teléfono",
  "search": "Buscar",
  "loadingAppointments": "Cargando citas…",

  "list.title": "Citas",
  "list.order": "Primero las solicitudes pendientes y luego por fecha y hora, desde hace {days} días.",
  "list.showAs": "Mostrar las citas como",
  "list.layoutList": "Lista",
  "list.layoutCalendar": "Calendario",
  "list.bookForClient": "Reservar para un cliente",
  "list.manageAvailability": "Administrar disponibilidad",
  "list.placeholderTitle": "Su sitio todavía muestra datos de ejemplo",
  "list.placeholderText":
    "El nombre del negocio, la dirección, el teléfono y el texto de «Quiénes somos» son ejemplos hasta que usted los reemplace.",
  "list.finishProfile": "Complete el perfil del negocio",
  "list.found": "{count, plural, one {# cita encontrada} other {# citas encontradas}}",
  "list.all": "Todas las citas",
  "list.actionsFor": "Acciones para la cita de {client}, {when}",

  "table.contact": "Contacto",
  "table.dateTime": "Fecha y hora",
  "table.actions": "Acciones",

  "actions.editNote": "Editar nota",
  "actions.addNote": "Agregar nota",
  "actions.markCompleted": "Marcar completada",
  "actions.markNoShow": "Marcar inasistencia",
  "outcome.completed": "La cita quedó marcada como completada.",
  "outcome.no_show": "La cita quedó marcada como inasistencia: el cliente no se presentó.",
  "outcome.failed": "No se pudo registrar qué pasó con la cita.",

  "counts.title": "Resumen de citas",
  "counts.intro": "Según cuándo empiezan: esta semana va del {from} al {to}; esta temporada es el año {year}.",
  "counts.status": "Estado",
  "counts.week": "Esta semana",
  "counts.season": "Esta temporada",
  "counts.confirmed": "Confirmadas",
  "counts.completed": "Completadas",
  "counts.noShow": "Inasistencias",
  "counts.cancelled": "Canceladas",
  "counts.pending": "En espera de confirmación",
  "counts.failed": "No se pudo cargar el resumen.",

  "details.when": "{date}, {time}",
  "details.actionsFor": "Acciones para la cita de {client}",

  "note.title": "Nota privada",
  "note.intro":
    "{client}, {service}, {when}. Solo los administradores ven esta nota: nunca se muestra al cliente ni se envía por correo electrónico.",
  "note.label": "Nota",
  "note.save": "Guardar nota",
  "note.saved": "Nota guardada.",
  "note.saveFailed": "No se pudo guardar la nota. Inténtelo de nuevo.",

  "search.label": "Buscar citas",
  "search.anyStatus": "Cualquier estado",
  "search.anyService": "Cualquier servicio",
  "search.from": "Desde",
  "search.to": "Hasta",
  "search.clear": "Borrar la búsqueda",
  "export.button": "Descargar como CSV",
  "export.done": "Se guardó {filename}: las citas que encuentran estos filtros, de la más reciente a la más antigua.",
  "export.failed": "No se pudo crear el archivo. Inténtelo de nuevo.",

  "book.title": "Reservar para un cliente",
  "book.intro":
    "Para un cliente que llamó por teléfono o vino a la oficina. La cita queda confirmada de inmediato y el cliente recibe un correo electrónico.",
  "book.existingClient": "Cliente existente",
  "book.newClient": "Cliente nuevo",
  "book.whichClient": "Tipo de cliente",
  "book.clientPlaceholder": "Escriba un nombre, correo electrónico o teléfono",
  "book.noClientFound": "No se encontró ningún cliente: elija Cliente nuevo",
  "book.fullName": "Nombre completo",
  "book.email": "Correo electrónico",
  "book.phone": "Teléfono",
  "book.language": "Idioma",
  "book.date": "Fecha",
  "book.time": "Horario",
  "book.timeOn": "Horarios del {date}",
  "book.availableTimes": "Horarios disponibles para el cliente",
  "book.chooseClient": "Elija un cliente o cambie a Cliente nuevo.",
  "book.nameRequired": "Escriba el nombre completo del cliente.",
  "book.emailRequired": "Escriba el correo electrónico del cliente: la confirmación se envía ahí.",
  "book.serviceRequired": "Elija un servicio.",
  "book.timeRequired": "Elija un horario para la cita.",
  "book.submit": "Reservar y confirmar",
  "book.failed": "No se pudo reservar la cita. Inténtelo de nuevo.",

  "cancel.question": "¿Cancelar la cita de {client} ({service}) del {date}, {time}?",
  "cancel.warning": "Esta acción no se puede deshacer: una cita cancelada ya no se puede confirmar ni reprogramar.",

  "reschedule.title": "Cambiar el horario de la cita",
  "reschedule.currentTime": "Horario actual",
  // Empty lists' next actions (issue 19).
  "empty.appointmentsHint": "Las solicitudes aparecen aquí en cuanto los clientes reservan en línea.",
};

export default appointments;
