import { ADMIN_PAGE_PERMISSIONS, type AdminPath } from "#client/features/admin/layout/admin-links.ts";
import { Suspense, useEffect, type ComponentType, type ReactNode } from "react";
import { Route, Switch } from "wouter";
import { READY_ATTRIBUTE } from "../../server/shared/prerender";
import { PageSkeleton } from "../components/PageSkeleton";
import { translationsReady } from "../lib/i18n";
import { loadLazily } from "../lib/load-lazily";
import { preloadable, type Preloadable } from "../lib/preloadable";
import { loadDataLayer } from "../lib/shell-data";
import { withDataProviders } from "../lib/with-data-providers";
import { ContactForm } from "../features/marketing/ContactSection";
import { HomePage } from "../features/marketing/HomePage";
import { paths } from "./paths";
import { RequireOffice, RequireUser } from "./RouteGuards";

/**
 * Each route but the home page is its own lazily loaded chunk. Its messages register as the
 * chunk loads; for a Spanish reader their translation loads too before the page shows; and
 * Mantine's full (layered) stylesheet comes with it the first time. The data layer loads
 * alongside it, so the page waits for both at once, and the page renders inside its providers.
 */
function page<M, P extends object = object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return preloadable<P>(async () => {
    const [module] = await Promise.all([loadLazily(load), loadDataLayer()]);
    await translationsReady();
    return withDataProviders(pick(module));
  });
}

const ServicesPage = page(() => import("../features/marketing/ServicesPage"), (m) => m.ServicesPage);
const AboutPage = page(() => import("../features/marketing/AboutPage"), (m) => m.AboutPage);
const ContactPage = page(() => import("../features/marketing/ContactPage"), (m) => m.ContactPage);
const PrivacyPage = page(() => import("../features/marketing/PrivacyPage"), (m) => m.PrivacyPage);
const TermsPage = page(() => import("../features/marketing/TermsPage"), (m) => m.TermsPage);
const NotFoundPage = page(() => import("../features/marketing/NotFoundPage"), (m) => m.NotFoundPage);
const LoginPage = page(() => import("../features/auth/LoginPage"), (m) => m.LoginPage);
const ForgotPasswordPage = page(() => import("../features/auth/ForgotPasswordPage"), (m) => m.ForgotPasswordPage);
const ResetPasswordPage = page(() => import("../features/auth/ResetPasswordPage"), (m) => m.ResetPasswordPage);
const ConfirmEmailPage = page(() => import("../features/auth/ConfirmEmailPage"), (m) => m.ConfirmEmailPage);
const RemoveTwoStepPage = page(() => import("../features/auth/RemoveTwoStepPage"), (m) => m.RemoveTwoStepPage);
const AdminMessagesPage = page(() => import("../features/admin/messages/AdminMessagesPage"), (m) => m.AdminMessagesPage);
const AdminClientsPage = page(() => import("../features/admin/clients/AdminClientsPage"), (m) => m.AdminClientsPage);
const BusinessProfilePage = page(() => import("../features/admin/business/BusinessProfilePage"), (m) => m.BusinessProfilePage);
const AdminEmailPage = page(() => import("../features/admin/email/AdminEmailPage"), (m) => m.AdminEmailPage);
const AdminIntegrationsPage = page(
  () => import("../features/admin/integrations/AdminIntegrationsPage"),
  (m) => m.AdminIntegrationsPage,
);
const AdminActivityPage = page(() => import("../features/admin/activity/AdminActivityPage"), (m) => m.AdminActivityPage);
const AdminStaffPage = page(() => import("../features/admin/staff/AdminStaffPage"), (m) => m.AdminStaffPage);
const AdminServicesPage = page(() => import("../features/admin/services/AdminServicesPage"), (m) => m.AdminServicesPage);
const AdminReviewsPage = page(() => import("../features/admin/reviews/AdminReviewsPage"), (m) => m.AdminReviewsPage);
const RegisterPage = page(() => import("../features/auth/RegisterPage"), (m) => m.RegisterPage);
const BookPage = page(() => import("../features/booking/BookPage"), (m) => m.BookPage);
const DashboardPage = page(() => import("../features/dashboard/DashboardPage"), (m) => m.DashboardPage);
const PrepareAppointmentPage = page(
  () => import("../features/dashboard/documents/PrepareAppointmentPage"),
  (m) => m.PrepareAppointmentPage,
);
const SettingsPage = page(() => import("../features/settings/SettingsPage"), (m) => m.SettingsPage);
const MfaSetupPage = page(() => import("../features/settings/MfaSetupPage"), (m) => m.MfaSetupPage);
const AdminPage = page(() => import("../features/admin/appointments/AdminPage"), (m) => m.AdminPage);
const AdminAvailabilityPage = page(
  () => import("../features/admin/hours/AdminAvailabilityPage"),
  (m) => m.AdminAvailabilityPage,
);

/** The admin area's shell (decision 0190), loaded with the first admin page. */
const AdminShell = page(
  () => import("../features/admin/layout/AdminShell"),
  (m) => m.AdminShell as ComponentType<{ children: ReactNode }>,
);

/**
 * An admin page: for admins only, inside the admin area's own navigation. The shell's code and
 * the page's start loading together as the route matches, while the session is still being
 * checked: rendered one inside the other, the page's would wait for the shell's.
 */
function AdminArea({ path, page: Page }: { path: AdminPath; page: Preloadable<object> }) {
  void AdminShell.preload();
  void Page.preload();
  return (
    <RequireOffice permission={ADMIN_PAGE_PERMISSIONS[path]}>
      <AdminShell>
        <Page />
      </AdminShell>
    </RequireOffice>
  );
}

/**
 * The lazily loaded parts of each page the server draws (decision 0143; PAGE_MODULES in
 * server/shared/prerender.ts names their files): client/boot.tsx loads them before the script
 * takes the page over.
 */
export const PRERENDERED_PARTS: Readonly<Record<string, readonly { preload(): Promise<void> }[]>> = {
  [paths.home]: [ContactForm],
  [paths.services]: [ServicesPage],
  [paths.about]: [AboutPage],
  [paths.contact]: [ContactPage, ContactForm],
  [paths.privacy]: [PrivacyPage],
  [paths.terms]: [TermsPage],
  [paths.book]: [BookPage],
  [paths.login]: [LoginPage],
  [paths.register]: [RegisterPage],
};

export async function preloadPage(path: string): Promise<void> {
  await Promise.all((PRERENDERED_PARTS[path] ?? []).map((part) => part.preload()));
}

/**
 * Marks the page as the script's (decision 0143) once the route's boundary is in place. React
 * takes over what the server drew inside a Suspense boundary in a later pass than the shell
 * around it: marked from the shell, a link followed in between was drawn into the still
 * unclaimed page with no placeholder, and a form there could still be sent by the browser itself.
 */
function PageTakenOver() {
  useEffect(() => document.documentElement.setAttribute(READY_ATTRIBUTE, ""), []);
  return null;
}

/**
 * The one route table of the client (docs/product.md §2.2). /book stays public: the page is
 * readable signed out and asks for a login only to submit.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <PageTakenOver />
      <Switch>
        <Route path={paths.home} component={HomePage} />
        <Route path={paths.services} component={ServicesPage} />
        <Route path={paths.about} component={AboutPage} />
        <Route path={paths.contact} component={ContactPage} />
        <Route path={paths.privacy} component={PrivacyPage} />
        <Route path={paths.terms} component={TermsPage} />
        <Route path={paths.login} component={LoginPage} />
        <Route path={paths.register} component={RegisterPage} />
        <Route path={paths.forgotPassword} component={ForgotPasswordPage} />
        <Route path={paths.resetPassword} component={ResetPasswordPage} />
        <Route path={paths.confirmEmail} component={ConfirmEmailPage} />
        <Route path={paths.removeTwoStep} component={RemoveTwoStepPage} />
        <Route path={paths.book} component={BookPage} />
        <Route path={paths.dashboard}>
          <RequireUser>
            <DashboardPage />
          </RequireUser>
        </Route>
        <Route path={paths.prepareAppointment}>
          <RequireUser>
            <PrepareAppointmentPage />
          </RequireUser>
        </Route>
        <Route path={paths.settings}>
          <RequireUser>
            <SettingsPage />
          </RequireUser>
        </Route>
        <Route path={paths.mfaSetup}>
          <RequireUser>
            <MfaSetupPage />
          </RequireUser>
        </Route>
        <Route path={paths.admin}>
          <AdminArea path={paths.admin} page={AdminPage} />
        </Route>
        <Route path={paths.adminAvailability}>
          <AdminArea path={paths.adminAvailability} page={AdminAvailabilityPage} />
        </Route>
        <Route path={paths.adminClients}>
          <AdminArea path={paths.adminClients} page={AdminClientsPage} />
        </Route>
        <Route path={paths.adminMessages}>
          <AdminArea path={paths.adminMessages} page={AdminMessagesPage} />
        </Route>
        <Route path={paths.adminBusiness}>
          <AdminArea path={paths.adminBusiness} page={BusinessProfilePage} />
        </Route>
        <Route path={paths.adminEmail}>
          <AdminArea path={paths.adminEmail} page={AdminEmailPage} />
        </Route>
        <Route path={paths.adminIntegrations}>
          <AdminArea path={paths.adminIntegrations} page={AdminIntegrationsPage} />
        </Route>
        <Route path={paths.adminActivity}>
          <AdminArea path={paths.adminActivity} page={AdminActivityPage} />
        </Route>
        <Route path={paths.adminStaff}>
          <AdminArea path={paths.adminStaff} page={AdminStaffPage} />
        </Route>
        <Route path={paths.adminServices}>
          <AdminArea path={paths.adminServices} page={AdminServicesPage} />
        </Route>
        <Route path={paths.adminReviews}>
          <AdminArea path={paths.adminReviews} page={AdminReviewsPage} />
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
