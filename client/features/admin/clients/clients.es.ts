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
};

export default clients;
