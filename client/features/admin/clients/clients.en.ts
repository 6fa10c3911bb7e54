/** The admin's clients: /admin/clients and a client's history (namespace "adminClients"). */
const clients = {
  "closeDialog": "Close dialog",
  "field.searchPlaceholder": "Name, email or phone",
  "search": "Search",
  "loadingAppointments": "Loading appointments…",

  "history.title": "{name}: appointments",
  "history.empty": "No appointments yet.",
  "history.list": "Appointments",
  "history.loadFailed": "The appointments could not be loaded. Please try again.",

  "clients.title": "Clients",
  "clients.appointments": "{count, plural, one {# appointment} other {# appointments}}",
  "clients.appointmentsNext": "{count, plural, one {# appointment} other {# appointments}}; next {when}",
  "clients.historyOf": "Appointment history of {name}",
  "clients.history": "History",
  "clients.find": "Find clients",
  "clients.findLabel": "Find a client",
  "clients.loading": "Loading clients…",
  "clients.noMatch": "No client matches \"{query}\".",
  "clients.none": "No clients yet. They appear here once they register or book.",
  "clients.count": "{count, plural, one {# client} other {# clients}}",
  "clients.countMatching": "{count, plural, one {# client} other {# clients}} matching \"{query}\".",
  "clients.showAll": "Show all",
  "clients.list": "Clients",
  "clients.loadFailed": "The clients could not be loaded. Please try again.",
} as const;

export default clients;
