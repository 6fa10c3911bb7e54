import { useSpecT } from "../../components/common-messages";
import { errorMessage, messageCodeOf } from "../../lib/error-message";
import { usePageMeta } from "../../lib/page-meta";
import { useState } from "react";
import { BUSINESS } from "#server/shared/business.ts";
import { useSession, useSetSessionUser } from "../../lib/session";
import { useBusinessTimeZone } from "../../lib/use-business-time-zone";
import { trpc } from "../../lib/trpc";
import { useTimedMessage } from "../../lib/use-timed-message";
import { useSettingsT } from "./settings-messages";
import { SettingsView } from "./SettingsView";
import { useMfaSettings } from "./use-mfa-settings";

/** /settings (signed-in only, behind RequireUser). */
export function SettingsPage() {
  usePageMeta("/settings");
  const spec = useSpecT();
  const { user } = useSession();
  const setSessionUser = useSetSessionUser();
  const profileMessage = useTimedMessage();
  const passwordMessage = useTimedMessage();
  const updateProfile = trpc.users.updateProfile.useMutation();
  const changePassword = trpc.users.changePassword.useMutation();
  const t = useSettingsT();
  const timeZone = useBusinessTimeZone() ?? BUSINESS.timeZone;
  const emailMessage = useTimedMessage();
  const requestEmailChange = trpc.users.requestEmailChange.useMutation();
  const devicesMessage = useTimedMessage();
  const sessions = trpc.users.sessions.useQuery(undefined, { refetchOnWindowFocus: true });
  const revokeSession = trpc.users.revokeSession.useMutation();
  const signOutOthers = trpc.users.signOutOtherSessions.useMutation();
  const [pendingDevice, setPendingDevice] = useState<string | null>(null);
  const mfa = useMfaSettings({ email: user?.email ?? "", timeZone });

  async function endDevices(pending: string, end: () => Promise<{ message: string }>) {
    devicesMessage.clear();
    setPendingDevice(pending);
    try {
      devicesMessage.showSuccess((await end()).message);
    } catch (error) {
      devicesMessage.showError(errorMessage(error, t("devices.failed")));
    } finally {
      setPendingDevice(null);
      await sessions.refetch();
    }
  }

  return (
    <>
      <SettingsView
        profile={{
          initialValues: { fullName: user?.full_name ?? "", phone: user?.phone ?? "" },
          submitting: updateProfile.isPending,
          message: profileMessage.message,
          onSubmit: async (input) => {
            profileMessage.clear();
            try {
              // The session holds the user, so the top bar's greeting follows the new name at once.
              setSessionUser(await updateProfile.mutateAsync(input));
              profileMessage.showSuccess(spec("settings.profileUpdated"));
              return true;
            } catch (error) {
              profileMessage.showError(errorMessage(error, spec("settings.profileFailed")));
              return false;
            }
          },
        }}
        password={{
          submitting: changePassword.isPending,
          message: passwordMessage.message,
          onSubmit: async (input) => {
            passwordMessage.clear();
            try {
              await changePassword.mutateAsync(input);
              passwordMessage.showSuccess(spec("settings.passwordChanged"));
              return true;
            } catch (error) {
              passwordMessage.showError(errorMessage(error, spec("settings.passwordFailed")), messageCodeOf(error));
              return false;
            }
          },
        }}
        email={{
          currentEmail: user?.email ?? "",
          submitting: requestEmailChange.isPending,
          message: emailMessage.message,
          onSubmit: async (input) => {
            emailMessage.clear();
            try {
              emailMessage.showSuccess((await requestEmailChange.mutateAsync(input)).message);
              return true;
            } catch (error) {
              emailMessage.showError(errorMessage(error, t("email.failed")));
              return false;
            }
          },
        }}
        devices={{
          sessions: sessions.data ?? null,
          loadFailed: sessions.isError,
          timeZone,
          pending: pendingDevice,
          message: devicesMessage.message,
          onSignOut: (id) => void endDevices(id, () => revokeSession.mutateAsync({ id })),
          onSignOutOthers: () => void endDevices("others", () => signOutOthers.mutateAsync()),
        }}
        mfa={mfa.card}
      />
      {mfa.dialogs}
    </>
  );
}
