import { PasswordInput } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import { LIMITS } from "#server/shared/limits.ts";
import { useAuthT } from "./auth-messages";
// Drawn by the server before Mantine's full stylesheet arrives (decision 0265): its components' own styles come with it.
import "@mantine/core/styles/PasswordInput.layer.css";

export type NewPasswordFieldsProps = {
  /** "Password" on Register, "New Password" on the reset page. */
  label: string;
  password: GetInputPropsReturnType;
  confirmation: GetInputPropsReturnType;
};

/** A new password and its confirmation, with the minimum length said up front. */
export function NewPasswordFields({ label, password, confirmation }: NewPasswordFieldsProps) {
  const t = useAuthT();
  return (
    <>
      <PasswordInput
        label={label}
        description={t("field.passwordHint", { min: LIMITS.passwordMinLength })}
        autoComplete="new-password"
        required
        {...password}
      />
      <PasswordInput label={t("field.confirmPassword")} autoComplete="new-password" required {...confirmation} />
    </>
  );
}
