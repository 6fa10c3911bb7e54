import type { Translation } from "#server/shared/i18n/catalog.ts";
import type english from "./booking.en";

const booking: Translation<typeof english> = {
  "title": "Reservar una cita",
  "intro": "Solicite un horario con nuestro equipo. Confirmamos personalmente cada solicitud.",
  "introWithZone": "Solicite un horario con nuestro equipo. Confirmamos personalmente cada solicitud. Todos los horarios se indican en {zone}.",
  "logIn": "Iniciar sesión",
  "step.service": "1. Seleccione un servicio",
  "step.date": "2. Seleccione una fecha",
  "step.time": "3. Seleccione una hora",
  "preparer.label": "¿Con quién desea su cita?",
  "preparer.firstAvailable": "Primero disponible",
  "preparer.firstAvailableHint": "Quien le atendió antes, si está libre, o quien esté libre primero",
  "preparer.speaks": "Habla {languages}",
  "noOpeningsAhead": "No hay horarios disponibles antes del {date}. Llame a la oficina y con gusto le buscaremos un horario.",
  "availableTimes": "Horarios disponibles",
  "confirm.title": "Confirme su solicitud",
  "confirm.service": "Servicio",
  "confirm.date": "Fecha",
  "confirm.time": "Hora",
  "confirm.notSelected": "Sin seleccionar",
  "confirm.logInToBook": "Inicie sesión para reservar",
  "result.closeDialog": "Cerrar el cuadro de diálogo",
  "result.goToAppointments": "Ir a mis citas",
  "result.close": "Cerrar",
  // Empty lists' next actions (issue 19).
  "noSlots.next": "Próximo día disponible: {date}",
  "noSlots.hint": "Elija otro día en el calendario. Los días sin horarios disponibles aparecen en gris.",
};

export default booking;
