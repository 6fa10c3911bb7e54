/** The booking page's words: /book, its steps, the confirm panel and the result dialog (namespace "booking"). */
const booking = {
  "title": "Book an Appointment",
  "intro": "Request a time with our team. We confirm every request personally.",
  "introWithZone": "Request a time with our team. We confirm every request personally. All times are {zone}.",
  "logIn": "Log in",
  "step.service": "1. Select a service",
  "step.date": "2. Select a date",
  "step.time": "3. Select a time",
  // Offices with two or more preparers (decision 0231).
  "preparer.label": "Who would you like to see?",
  "preparer.firstAvailable": "First available",
  "preparer.firstAvailableHint": "The preparer you saw before when they are free, or whoever is free first",
  "preparer.speaks": "Speaks {languages}",
  "noOpeningsAhead": "No times are open before {date}. Please call the office and we will find a time for you.",
  "availableTimes": "Available times",
  "confirm.title": "Confirm your request",
  "confirm.service": "Service",
  "confirm.date": "Date",
  "confirm.time": "Time",
  "confirm.notSelected": "Not selected",
  "confirm.logInToBook": "Log in to book",
  "result.closeDialog": "Close dialog",
  "result.goToAppointments": "Go to my appointments",
  "result.close": "Close",
  // Empty lists' next actions (issue 19).
  "noSlots.next": "Next opening: {date}",
  "noSlots.hint": "Choose another day on the calendar. Days without openings are greyed out.",
} as const;

export default booking;
