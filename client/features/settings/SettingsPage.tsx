import { useSpecT } from "../../components/common-messages";
import { errorMessage } from "../../lib/error-message";
import { usePageMeta } from "../../lib/page-meta";
import { useSession, useSetSessionUser } from "../../lib/session";
import { trpc } from "../../lib/trpc";
import { useTimedMessage } from "../../lib/use-timed-message";
import { SettingsView } from "./SettingsView";

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

  return (
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
            passwordMessage.showError(errorMessage(error, spec("settings.passwordFailed")));
            return false;
          }
        },
      }}
    />
  );
}
