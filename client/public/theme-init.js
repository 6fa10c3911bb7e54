// Runs before React: sets Mantine's colour scheme attribute from localStorage
// ("theme": "light" | "dark") or the system preference, so the page never flashes.
// And until the script has taken over a page the server drew (decision 0143), a form sent
// from it goes nowhere: sent by the browser itself it would be a GET of the page with the
// fields, a password among them, in the address. The app sets data-app-ready on <html>.
(function () {
  document.addEventListener(
    "submit",
    function (event) {
      if (!document.documentElement.hasAttribute("data-app-ready")) event.preventDefault();
    },
    true,
  );
  var scheme;
  try {
    scheme = window.localStorage.getItem("theme");
  } catch (e) {
    scheme = null;
  }
  if (scheme !== "light" && scheme !== "dark") {
    scheme = window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  }
  document.documentElement.setAttribute("data-mantine-color-scheme", scheme);
})();
