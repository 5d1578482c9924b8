import { ErrorBoundary, Match, Suspense, Switch, createMemo, lazy } from "solid-js";
import { currentPath, parseRoute, sameRoute } from "./lib/router";
import { GamePage } from "./pages/game";
import { HomePage } from "./pages/home";
import { NotFoundPage } from "./pages/not-found";

// Pages that run the rules engine (and valibot) load on their own.
const LocalPage = lazy(() => import("./pages/local"));
const ReplayPage = lazy(() => import("./pages/replay"));
const HelpPage = lazy(() => import("./pages/help"));

const Loading = () => (
  <main class="page">
    <p class="notice" role="status">
      Loading…
    </p>
  </main>
);

/**
 * A page that failed: its code could not be fetched (offline, or gone with a deploy), or it broke.
 * What failed goes to the console, for whoever diagnoses it: the screen says only what to do.
 */
const LoadFailed = (props: { error: unknown }) => {
  console.error("This page could not be shown:", props.error);
  return (
    <main class="page">
      <section class="notice error" role="alert" data-testid="load-failed">
        <p>This page could not be shown. Check the connection and reload.</p>
        <button type="button" class="button primary" onClick={() => location.reload()}>
          Reload
        </button>
      </section>
    </main>
  );
};

/** The site: one page per route, rebuilt only when the route changes. */
export function App() {
  const route = createMemo(() => parseRoute(currentPath()), undefined, { equals: sameRoute });
  const on = <P extends ReturnType<typeof route>["page"]>(page: P) => {
    const r = route();
    return r.page === page ? (r as Extract<typeof r, { page: P }>) : undefined;
  };
  return (
    <ErrorBoundary fallback={(error) => <LoadFailed error={error} />}>
      <Switch fallback={<NotFoundPage />}>
        <Match when={on("home")}>
          <HomePage />
        </Match>
        <Match when={on("game")} keyed>
          {(r) => <GamePage id={r.id} />}
        </Match>
        <Match when={on("replay")} keyed>
          {(r) => (
            <Suspense fallback={<Loading />}>
              <ReplayPage id={r.id} />
            </Suspense>
          )}
        </Match>
        <Match when={on("local")} keyed>
          {(r) => (
            <Suspense fallback={<Loading />}>
              <LocalPage game={r.game} />
            </Suspense>
          )}
        </Match>
        <Match when={on("help")} keyed>
          {(r) => (
            <Suspense fallback={<Loading />}>
              <HelpPage game={r.game} />
            </Suspense>
          )}
        </Match>
      </Switch>
    </ErrorBoundary>
  );
}
