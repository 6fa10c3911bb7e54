/** Every URL of the site in one place (docs/product.md §2.2). */
export const paths = {
  home: "/",
  register: "/register",
  login: "/login",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  confirmEmail: "/confirm-email",
  removeTwoStep: "/remove-two-step",
  book: "/book",
  services: "/services",
  about: "/about",
  contact: "/contact",
  privacy: "/privacy",
  terms: "/terms",
  dashboard: "/dashboard",
  /** One of the client's appointments: its questions and documents (issue 34); link to it with `prepareAppointmentPath`. */
  prepareAppointment: "/dashboard/appointments/:id",
  settings: "/settings",
  mfaSetup: "/mfa-setup",
  admin: "/admin",
  adminAvailability: "/admin/availability",
  adminEmail: "/admin/email",
  adminMessages: "/admin/messages",
  adminClients: "/admin/clients",
  adminBusiness: "/admin/business",
  adminIntegrations: "/admin/integrations",
  adminActivity: "/admin/activity",
  adminStaff: "/admin/staff",
  adminServices: "/admin/services",
  adminReviews: "/admin/reviews",
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** The address of one appointment's "Prepare for your appointment" page (`paths.prepareAppointment` filled in). */
export const prepareAppointmentPath = (id: number): string => paths.prepareAppointment.replace(":id", String(id));
