/**
 * After a deploy, a page loaded from the previous build asks for chunks that no longer exist
 * (their names carry the old build's hashes). Vite reports the failed import as
 * `vite:preloadError`: the page reloads once to pick up the new build. A failure again within
 * a minute of that reload is left to the error screen, so a chunk missing from the new build
 * too cannot put the page in a reload loop.
 */
const KEY = "reloaded-for-a-new-build";
const GRACE_MS = 60_000;

export function reloadOnStaleBuild(): void {
  window.addEventListener("vite:preloadError", () => {
    try {
      if (Date.now() - Number(sessionStorage.getItem(KEY) ?? 0) < GRACE_MS) return;
      sessionStorage.setItem(KEY, String(Date.now()));
    } catch {
      return; // no session storage: no way to stop a loop
    }
    // The page shows its "could not be loaded" notice for the moment the reload takes.
    location.reload();
  });
}
