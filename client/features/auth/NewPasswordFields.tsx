import { PasswordInput } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import { LIMITS } from "../../../server/shared/limits";

export type NewPasswordFieldsProps = {
  /** "Password" on Register, "New Password" on the reset page. */
  label: string;
  password: GetInputPropsReturnType;
  confirmation: GetInputPropsReturnType;
};

/** A new password and its confirmation, with the minimum length said up front. */
export function NewPasswordFields({ label, password, confirmation }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput
        label={label}
        description={`At least ${LIMITS.passwordMinLength} characters`}
        autoComplete="new-password"
        required
        {...password}
      />
      <PasswordInput label="Confirm Password" autoComplete="new-password" required {...confirmation} />
    </>
  );
}
