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

  // The owner's list of documents the retention rule deletes within 30 days (decision 0254).
  "expiring.title": "Documents to be deleted soon",
  "expiring.intro": "Clients' documents are deleted two years after their appointment unless you keep them.",
  "expiring.loading": "Loading the documents to be deleted…",
  "expiring.failed": "The documents to be deleted could not be loaded. Please try again.",
  "expiring.empty": "Nothing is due for deletion in the next 30 days.",
  "expiring.table": "Table of the documents to be deleted",
  "expiring.client": "Client",
  "expiring.appointment": "Appointment",
  "expiring.file": "File",
  "expiring.eraseOn": "Deleted on",
  "expiring.actions": "Actions",
  "expiring.keep": "Keep",
  "expiring.keepLabel": "Keep {name} of {client}",
  "expiring.kept": "{name} is kept: it will not be deleted.",
  "expiring.keepFailed": "The document could not be kept. Please try again.",
} as const;

export default clients;
