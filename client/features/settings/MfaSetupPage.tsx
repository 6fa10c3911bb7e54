import { isStaff } from "#server/shared/permissions.ts";
import { useState } from "react";
import { useLocation } from "wouter";
import { paths } from "../../app/paths";
import { usePageMeta } from "../../lib/page-meta";
import { useSession } from "../../lib/session";
import { MfaSetupView } from "./MfaSetupView";
import { useRecentAuthentication } from "../../components/use-recent-authentication";
import { useMfaEnrolment } from "./use-mfa-enrolment";

/** /mfa-setup (signed-in only, behind RequireUser): where an admin without two-step sign-in is sent. */
export function MfaSetupPage() {
  usePageMeta("/mfa-setup");
  const { user } = useSession();
  const [, navigate] = useLocation();
  // Decided once: the session says "on" as soon as the setup below succeeds, codes still on screen.
  const [alreadyOn] = useState(() => user?.mfa_enabled === true);
  const admin = user !== undefined && user !== null && isStaff(user.role);
  const { withRecentAuthentication, dialog } = useRecentAuthentication();
  const enrolment = useMfaEnrolment({
    withRecentAuthentication,
    active: !alreadyOn,
    email: user?.email ?? "",
    withPasskey: true,
    onDone: () => navigate(admin ? paths.admin : paths.settings),
  });
  return (
    <>
      <MfaSetupView required={admin} alreadyOn={alreadyOn} enrolment={enrolment} />
      {dialog}
    </>
  );
}
