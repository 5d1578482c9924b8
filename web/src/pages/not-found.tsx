/** Any address the site does not know. */
export function NotFoundPage() {
  document.title = "Not found · Linkplay";
  return (
    <main class="page">
      <section class="notice error" data-testid="not-found">
        <p>There is nothing at this address. Check the link, or start a game.</p>
        <a class="button primary" href="/">
          Go to the games
        </a>
      </section>
    </main>
  );
}
