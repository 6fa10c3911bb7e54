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
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];
