import { useCommonT } from "./common-messages";

/** Accessible names for Mantine's Pagination buttons, spread onto it: "Next page", "Page 3" (in the page's language). */
export function usePaginationLabels() {
  const t = useCommonT();
  return {
    getControlProps: (control: string) => ({
      "aria-label": control === "next" ? t("pagination.next") : control === "previous" ? t("pagination.previous") : control,
    }),
    getItemProps: (page: number) => ({ "aria-label": t("pagination.page", { page }) }),
  };
}
