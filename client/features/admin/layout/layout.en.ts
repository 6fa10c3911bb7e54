/** The admin area's own navigation (namespace "adminLayout"). */
const layout = {
  "nav.label": "Office",
  "nav.open": "Open the office menu",
  "nav.close": "Close the office menu",
  "nav.backToSite": "Back to the public site",
} as const;

export default layout;
