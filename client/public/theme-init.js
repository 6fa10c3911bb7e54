// Runs before React: sets Mantine's colour scheme attribute from localStorage
// ("theme": "light" | "dark") or the system preference, so the page never flashes.
(function () {
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
