/** Accessible names for Mantine's Pagination buttons, spread onto it: "Next page", "Page 3". */
export const PAGINATION_LABELS = {
  getControlProps: (control: string) => ({
    "aria-label": control === "next" ? "Next page" : control === "previous" ? "Previous page" : control,
  }),
  getItemProps: (page: number) => ({ "aria-label": `Page ${page}` }),
};
