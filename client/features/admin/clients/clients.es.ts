import type { Translation } from "#server/shared/i18n/catalog.ts";
import type english from "./clients.en";

const clients: Translation<typeof english> = {
  "closeDialog": "Cerrar la ventana",
  "field.searchPlaceholder": "Nombre, correo electrónico o teléfono",
  "search": "Buscar",
  "loadingAppointments": "Cargando citas…",

  "history.title": "Citas de {name}",
  "history.empty": "Todavía no hay citas.",
  "history.list": "Citas",
  "history.loadFailed": "No se pudieron cargar las citas. Inténtelo de nuevo.",

  "clients.title": "Clientes",
  "clients.appointments": "{count, plural, one {# cita} other {# citas}}",
  "clients.appointmentsNext": "{count, plural, one {# cita} other {# citas}}; próxima: {when}",
  "clients.historyOf": "Historial de citas de {name}",
  "clients.history": "Historial",
  "clients.find": "Buscar clientes",
  "clients.findLabel": "Buscar un cliente",
  "clients.loading": "Cargando clientes…",
  "clients.noMatch": "Ningún cliente coincide con «{query}».",
  "clients.none": "Todavía no hay clientes. Aparecerán aquí cuando creen una cuenta o reserven una cita.",
  "clients.count": "{count, plural, one {# cliente} other {# clientes}}",
  "clients.countMatching": "{count, plural, one {# cliente coincide} other {# clientes coinciden}} con «{query}».",
  "clients.showAll": "Mostrar todos",
  "clients.list": "Clientes",
  "clients.loadFailed": "No se pudieron cargar los clientes. Inténtelo de nuevo.",

  "expiring.title": "Documentos que se eliminarán pronto",
  "expiring.intro": "Los documentos de los clientes se eliminan dos años después de su cita, a menos que usted los conserve.",
  "expiring.loading": "Cargando los documentos que se eliminarán…",
  "expiring.failed": "No se pudieron cargar los documentos que se eliminarán. Inténtelo de nuevo.",
  "expiring.empty": "No hay nada que se vaya a eliminar en los próximos 30 días.",
  "expiring.table": "Tabla de los documentos que se eliminarán",
  "expiring.client": "Cliente",
  "expiring.appointment": "Cita",
  "expiring.file": "Archivo",
  "expiring.eraseOn": "Se elimina el",
  "expiring.actions": "Acciones",
  "expiring.keep": "Conservar",
  "expiring.keepLabel": "Conservar {name} de {client}",
  "expiring.kept": "{name} se conserva: no se eliminará.",
  "expiring.keepFailed": "No se pudo conservar el documento. Inténtelo de nuevo.",
};

export default clients;
