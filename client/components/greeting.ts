import { commonT } from "./common-messages";

/** docs/product.md §2.1: 'Hi, {first word of full_name, or User}!' (in the page's language). */
export function greeting(fullName: string | null | undefined, t = commonT): string {
  const firstWord = fullName?.trim().split(/\s+/)[0];
  return t("account.greeting", { name: firstWord || t("account.defaultName") });
}
