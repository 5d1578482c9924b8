import { Show, createEffect, createMemo, createResource, createSignal, on, onCleanup } from "solid-js";
import { BoardSlot, createBoardModule } from "../components/board-slot";
import { ConnectionBadge } from "../components/connection-badge";
import { Announcer } from "../components/announcer";
import { GameLog } from "../components/game-log";
import { Players } from "../components/players";
import { type RematchState, ResultBanner } from "../components/result-banner";
import { SharePanel } from "../components/share-panel";
import { Toast } from "../components/toast";
import { BOARDS, loadRules } from "../games";
import { ApiError, getCatalog, getGameInfo, joinGame } from "../lib/api";
import { createGameConnection } from "../lib/connection";
import { errorText } from "../lib/error-text";
import { createFlash } from "../lib/flash";
import { computerName, listNames, sidesText } from "../lib/names";
import { isSide, sidePhrase } from "../../../shared/games/sides";
import { NAME_MAX_LENGTH } from "../../../shared/display-name";
import { outcomeText, promptText } from "../lib/prompt";
import { navigate } from "../lib/router";
import { type SeatOffer, loadSeat, saveSeat, takeSeatFromHash } from "../lib/seat-store";
import { rememberText, rememberedText } from "../lib/choices";
import { canOfferPush, declinePush, existingPush, subscribePush, useTurnAlerts } from "../lib/turn-alerts";
import { NamePrompt } from "../components/name-prompt";
import { TableActions } from "../components/table-actions";
import type { Seat } from "../../../shared/engine";

/** How a tap out of turn is refused: the message goes once the turn moves on. */
const NOT_YOUR_TURN = "Not your turn yet";

/** The rematch a page is leaving for: the rematch's page says, once, that it has begun. */
let rematchArrival: string | null = null;

/** A game played online: the board, whose turn, players, log, sharing and rematch. */
export function GamePage(props: { id: string }) {
  const id = props.id; // the page is rebuilt for another game
  // A link may hand over a seat. One this device does not hold yet is taken; one that would
  // replace a different seat stored here waits for the player's word.
  const offer = takeSeatFromHash();
  const stored = loadSeat(id);
  if (offer && (!stored || stored.token === offer.token)) saveSeat(id, offer.seat, offer.token, stored?.game);
  const [conflict, setConflict] = createSignal<SeatOffer | null>(offer && stored && stored.token !== offer.token ? offer : null);
  const [record, setRecord] = createSignal(loadSeat(id));
  /** Watches without the seat the server refused; the token stays stored for another try. */
  const [watching, setWatching] = createSignal(false);
  const flash = createFlash();
  // Asked in a task after the first render, as the socket is (connection.ts): not inside it.
  const [info, { refetch: refetchInfo }] = createResource(
    () => id,
    (gameId) => new Promise<void>((ready) => setTimeout(ready)).then(() => getGameInfo(gameId)),
  );
  const header = () => (info.state === "ready" ? info() : undefined);
  const gameKind = () => header()?.game;
  // The board's code starts loading at once where the kind is known before the header comes:
  // from the page the Worker served (its meta tag) or from this device's record of the seat.
  const served = document.querySelector(`meta[name="linkplay-game"][data-id="${id}"]`)?.getAttribute("content");
  const kindHint = served ?? stored?.game;
  const board = createBoardModule(() => gameKind() ?? kindHint ?? undefined);
  const gameName = () => {
    const kind = gameKind() ?? kindHint;
    return (kind && BOARDS[kind]?.name) || "Board game";
  };
  const [rematchAsked, setRematchAsked] = createSignal(false);
  const [joining, setJoining] = createSignal(false);

  /** The rules, for games whose states carry everything (Connect Four, Lines of Action): moves are worked out here. */
  const [rulesKind, setRulesKind] = createSignal<string>();
  const [rules] = createResource(rulesKind, loadRules);
  const conn = createGameConnection({
    id,
    rules: () => (rules.state === "ready" ? rules() : undefined),
    token: () => (watching() ? null : (record()?.token ?? null)),
    // A refused token has its own notice below; every other refusal is a passing message.
    onError: (error) => error.code !== "token" && flash.show(errorText(error)),
    onRematch: (message) => {
      // A watcher stays with the result; the banner offers the rematch to watch.
      if (message.seat === null) return;
      // Each seat gets a fresh token for the rematch (a game made before that kept the old one).
      const mine = record();
      const token = message.token ?? mine?.token;
      if (token && message.seat !== null) saveSeat(message.id, message.seat, token, gameKind());
      rematchArrival = message.id;
      navigate(`/g/${message.id}`);
    },
  });
  /** Replaces the seat stored here with the one the link handed over. */
  const useOffered = (chosen: SeatOffer) => {
    setConflict(null);
    setRecord(saveSeat(id, chosen.seat, chosen.token, gameKind()));
    conn.reconnect();
  };

  const game = conn.game;
  createEffect(() => setRulesKind(game()?.rules?.game));
  const seat = () => game()?.seat ?? null;
  const missing = () => (info.state === "ready" && info() === null) || conn.status() === "missing";

  // The header failed while offline: fetch it again once the socket is back.
  createEffect(on(conn.status, (status) => status === "open" && info.state === "errored" && refetchInfo()));
  // Keep what this device stores in step with what the server says.
  createEffect(() => {
    const mine = record();
    const server = seat();
    const kind = gameKind();
    if (mine && server !== null && (mine.seat !== server || (kind && !mine.game)))
      setRecord(saveSeat(id, server, mine.token, kind ?? mine.game));
  });
  // The stored seat stays: a 404 from a broken deploy must not cost anyone a game.
  createEffect(() => missing() && conn.close());

  const myTurn = () => {
    const g = game();
    return !!g && g.seat !== null && g.status === "playing" && g.active.includes(g.seat);
  };
  /** This seat may take back its last move (a board with a dock draws the button itself: drawsUndo). */
  const canUndo = () => (game()?.undo ?? 0) > 0 && game()?.status === "playing";
  const prompt = () => {
    const g = game();
    if (!g) return missing() ? "No such game" : "Loading the game…";
    // The view is read only when it is this seat's decision.
    const view = myTurn() ? conn.shown()?.view : undefined;
    const words = view !== undefined && g.seat !== null ? board.module()?.turnWords?.(view, g.seat) : undefined;
    // In the log's words: "Cancel or not? (Ada's turn)" where the seats are players with names.
    const yours = words && named(words);
    return promptText({ status: g.status, seat: g.seat, active: g.active, players: g.players, outcome: outcome(), yours }, namedSeat);
  };
  createEffect(() => (document.title = `${prompt()} · ${gameName()}`));
  // "Not your turn yet" is out of date once the turn has moved on (or the game ended): it goes.
  createEffect(
    on(
      () => `${game()?.status}:${game()?.active.join(",")}`,
      () => flash.message()?.startsWith(NOT_YOUR_TURN) && flash.clear(),
      { defer: true },
    ),
  );
  useTurnAlerts(myTurn, gameName, `/g/${id}`, prompt);

  /** The seats the computer plays (BoardProps.computers): a new list only when they change. */
  const computerSeats = createMemo(() => game()?.players.filter((p) => p.computer !== undefined).map((p) => p.seat) ?? [], undefined, {
    equals: (a, b) => a.join() === b.join(),
  });
  /** A seat by its player's name where given ("Ada (Red)"), else by its side; a computer's seat by its name alone ("Computer 1"). */
  const namedSeat = (s: Seat) => {
    const name = names()[s];
    if (name && computerSeats().includes(s)) return name;
    return name ? `${name} (${board.seatName(s)})` : board.seatName(s);
  };
  /**
   * Each seat's name, where given: for a board that names its players, and its log lines
   * (BoardModule.nameLine), where a computer's seat is "Computer" (as on one phone), not "Player 3".
   */
  const names = createMemo(
    () => {
      const byName = !!board.module()?.nameLine;
      return (game()?.players ?? []).map((p) => p.name ?? (byName && p.computer !== undefined ? computerName(p.seat, computerSeats()) : undefined));
    },
    undefined,
    // Seat by seat: joined, [] and a solo game's [undefined] looked alike, and the log never learnt it had one seat.
    { equals: (a, b) => a.length === b.length && a.every((name, s) => name === b[s]) },
  );
  /** A line of the rules with the players' names, for a board whose seats are players (its nameLine); else as it is. */
  const named = (line: string) => board.module()?.nameLine?.(line, names(), seat()) ?? line;
  const logLines = createMemo(() => conn.log().map(named));
  /** How the game ended, its reason in the log's words ("Ada wins (Ada 12, Bea 10)"). */
  const outcome = () => {
    const o = game()?.outcome ?? null;
    return o && { ...o, reason: named(o.reason) };
  };
  /** The result's line for this seat ("Game over — no life is left…" for a solo game lost). */
  const ending = () => outcomeText(outcome(), seat(), namedSeat, game()?.players.length === 1);

  /**
   * A tap on the board's pieces or places while another seat is to move says so (it did
   * nothing before). Heard on the way down, before the board's own handler: a move the page
   * shows at once (optimistic) has already passed the turn when the tap bubbles back up.
   */
  const tappedOutOfTurn = (event: MouseEvent) => {
    const g = game();
    if (!g || g.status !== "playing" || myTurn()) return;
    if (!(event.target as Element).closest("[data-col], [data-square], [aria-disabled='true']")) return;
    if (g.seat === null) flash.show("You are watching: only the players move here.");
    // Offline, the page may not have heard the last move yet: it cannot say whose turn it is.
    else if (conn.status() !== "open" || !navigator.onLine) flash.show("Not connected: the board waits for the network.");
    else flash.show(`${NOT_YOUR_TURN}: waiting for ${listNames(g.active, namedSeat)}.`);
  };

  /** Every other seat is a computer's: nobody to read a name or to be waited for. */
  const onlyComputers = () => {
    const g = game();
    return !!g && g.players.every((p) => p.seat === g.seat || p.computer !== undefined);
  };

  /**
   * Against the computer: which side this player has, as a game against the computer on this
   * device says. A solo game whose rules play the other side at the level its options name (The
   * Union Forever!: the level's name from the catalog, none where it cannot be read offline), or
   * a table whose every other seat is the computer's ("Or play the computer online": the seats
   * carry their level's name).
   */
  const against = (): { who: string; level?: string; levelName?: string } | null => {
    const g = game();
    if (!g || g.seat === null || !onlyComputers()) return null;
    const others = g.players.filter((p) => p.seat !== g.seat);
    if (others.length === 0) {
      const level = header()?.options.level;
      return typeof level === "string" ? { who: "the computer", level } : null;
    }
    const levelName = new Set(others.map((p) => p.computer)).size === 1 ? others[0]?.computer : undefined;
    return { who: others.length > 1 ? `${others.length} computers` : "the computer", levelName };
  };
  const [catalog] = createResource(() => against()?.level, () => getCatalog().catch(() => []));
  const sides = () => {
    const a = against();
    const you = seat();
    if (!a || you === null) return null;
    const levelName = a.levelName ?? catalog()?.find((entry) => entry.id === gameKind())?.levels.find((l) => l.id === a.level)?.name;
    return sidesText(board.seatName(you), a.who, levelName);
  };
  // Names: asked once on this device (not at a table of computers), then given to every game it
  // plays. A device that holds a seat here and was never asked shows the question from the first
  // paint, so that it does not push the board down when the game arrives; the server's answer
  // then settles it (a table of computers takes it away).
  const unasked = () => !rememberedText("name") && rememberedText("name-asked") === undefined;
  const [askName, setAskName] = createSignal(!!record() && unasked());
  createEffect(
    on(seat, (s) => {
      if (s === null) return;
      const name = rememberedText("name");
      const mine = game()?.players[s]?.name;
      if (name && !mine) conn.tell({ t: "name", name });
      setAskName(!name && !mine && !onlyComputers() && unasked());
    }),
  );
  // A seat the server does not grant (refused, or watching instead) has no name to give.
  createEffect(() => game() && seat() === null && setAskName(false));
  const saveName = (name: string | null) => {
    setAskName(false);
    rememberText("name-asked", "yes");
    const trimmed = name?.trim();
    if (!trimmed) return;
    rememberText("name", trimmed.slice(0, NAME_MAX_LENGTH));
    conn.tell({ t: "name", name: trimmed.slice(0, NAME_MAX_LENGTH) });
  };

  // Push: offered after this seat's first move (never on load; never when only computers answer,
  // which they do at once); a device that said yes tells every game. A question left unanswered
  // is answered by playing on: the name's goes with this seat's first move on this page (as
  // "Skip"), the offer of alerts with its next (until another game), so neither stays beside the board.
  const [offerPush, setOfferPush] = createSignal(false);
  let movesHere = 0;
  // Whether this seat was to decide at the last ply seen: a ply passing then was its own move
  // (another seat's moves pass plies too, and the question must not vanish under them).
  let decidingBefore = false;
  createEffect(
    on(
      () => game()?.ply,
      (ply, before) => {
        const g = game();
        if (!g || g.seat === null) return;
        const moved = decidingBefore && before !== undefined && ply !== before;
        decidingBefore = g.active.includes(g.seat);
        if (!moved || decidingBefore) return;
        movesHere++;
        if (askName()) saveName(null);
        if (movesHere > 1) return setOfferPush(false);
        if (!onlyComputers() && canOfferPush()) {
          void existingPush().then((sub) => (sub ? conn.tell({ t: "push", subscription: sub as never }) : setOfferPush(true)));
        }
      },
    ),
  );
  createEffect(on(conn.status, (status) => status === "open" && seat() !== null && void existingPush().then((sub) => sub && conn.tell({ t: "push", subscription: sub as never }))));
  const acceptPush = async () => {
    setOfferPush(false);
    const sub = await subscribePush().catch(() => null);
    if (sub) conn.tell({ t: "push", subscription: sub as never });
    else flash.show("Notifications are not available in this browser, or were not allowed.");
  };

  const freeSeat = () => {
    const g = game();
    return !!g && (!record() || watching()) && g.status !== "over" && g.players.some((p) => !p.taken);
  };
  /** Who invited the friend who opened the link, to what, and which side is theirs. */
  const invitation = () => {
    const g = game();
    if (!g) return "";
    const free = g.players.find((p) => !p.taken);
    const hosts = g.players.filter((p) => p.taken && !p.computer);
    const host = hosts[0];
    const by = host?.name ? `${host.name} invites you` : "You are invited";
    const side = free ? board.seatName(free.seat) : "";
    const sideText = side && isSide(side) ? `: you would play ${sidePhrase(side)}` : "";
    return `${by} to a game of ${gameName()}${sideText}.`;
  };
  // The friend who opens the link is asked the name in the invitation, with the seat: asked over
  // the board after joining, the question pushed a map down until the first move took it away.
  const askNameWithSeat = unasked();
  const [nameWithSeat, setNameWithSeat] = createSignal("");
  const takeSeat = async () => {
    setJoining(true);
    if (askNameWithSeat) {
      rememberText("name-asked", "yes");
      const typed = nameWithSeat().trim().slice(0, NAME_MAX_LENGTH);
      if (typed) rememberText("name", typed);
    }
    try {
      const grant = await joinGame(id, undefined, rememberedText("name"));
      setWatching(false);
      setRecord(saveSeat(id, grant.seat, grant.token, gameKind()));
      conn.reconnect();
    } catch (error) {
      flash.show(
        error instanceof ApiError && error.status === 409
          ? "Someone else just took that seat."
          : error instanceof Error
            ? error.message
            : "Couldn't take the seat.",
      );
    } finally {
      setJoining(false);
    }
  };

  const rematchState = (): RematchState | null => {
    const g = game();
    if (!g) return null;
    if (g.seat === null) return g.rematch.id ? "ready" : null; // a watcher may follow the players
    if (g.rematch.id) return "ready";
    if (rematchAsked() || g.rematch.asked.includes(g.seat)) return "waiting";
    return g.rematch.asked.length > 0 ? "offered-to-you" : "none";
  };
  const askRematch = () => {
    if (conn.rematch()) setRematchAsked(true);
  };
  /** Goes to the rematch: a seat asks for its new token (the answer navigates); a spectator just goes. */
  const followRematch = () => {
    const next = game()?.rematch.id;
    if (!next) return;
    rematchArrival = next;
    if (game()?.seat === null || loadSeat(next) || !conn.rematch()) navigate(`/g/${next}`);
  };
  // Arrived from the game before: say the rematch has begun, and which side is this player's now
  // (alone, or only with computers: a new game, a side to tell only where there are several).
  createEffect(() => {
    const g = game();
    if (!g || rematchArrival !== id) return;
    rematchArrival = null;
    const name = g.seat === null ? "" : board.seatName(g.seat);
    // A seat that is no side (Pixel Lincoln's "Player 2") is not played: it is who you are.
    const yours = isSide(name) ? `you play ${name}` : `you are ${name}`;
    if (g.seat !== null && onlyComputers()) flash.show(g.players.length > 1 ? `A new game has begun: ${yours}.` : "A new game has begun.", "info");
    else flash.show(g.seat === null ? "The rematch has begun: you are watching." : `The rematch has begun: ${yours}.`, "info");
  });

  // What stands below the board is drawn after the game's first message, not in the same task
  // as the board's slot and the prompt: the players and the table's buttons a task later, the
  // log and the sharing box a task after that (each part below the last, so nothing moves).
  // Not before the board has been drawn either (or has failed): its placeholder is at best as
  // tall as the board's opening layout. A page a service worker answers does not even know the
  // game until the header names it, which may come after the first state (a shell drawn under
  // the kindless placeholder was pushed down: 0.045-0.23 in 3 of 100 runs); and a board may
  // open taller than its placeholder (Lines of Action's note on how to move).
  const [boardDrawn, setBoardDrawn] = createSignal(false);
  const [tail, setTail] = createSignal(0);
  let tailTimer: ReturnType<typeof setTimeout> | undefined;
  createEffect(
    on(
      () => !!game() && (boardDrawn() || !!board.failed()),
      (ready) => ready && (tailTimer = setTimeout(() => (setTail(1), (tailTimer = setTimeout(() => setTail(2)))))),
    ),
  );
  onCleanup(() => clearTimeout(tailTimer));
  const tailDrawn = () => tail() >= 2;

  const shareFirst = () => game()?.status === "open" && seat() !== null;
  const share = (open: boolean) => (
    <SharePanel
      id={id}
      gameName={gameName()}
      record={record()}
      open={open}
      seatFree={!!game()?.players.some((p) => !p.taken)}
    />
  );

  return (
    <main class="page game" classList={{ offline: conn.status() !== "open" }} data-status={game()?.status ?? "loading"}>
      <header class="bar">
        <a href="/" class="brand">
          Linkplay
        </a>
        <h1 class="bar-title">{gameName()}</h1>
        <Show when={gameKind() ?? kindHint}>{(kind) => <a class="bar-help" href={`/help/${kind()}`} data-testid="page-help">How to play</a>}</Show>
      </header>
      <ConnectionBadge status={conn.status()} retryAt={conn.retryAt()} retry={conn.reconnect} />
      <Show when={conflict()}>
        {(offered) => (
          <section class="notice" data-testid="seat-conflict">
            <p>
              This link holds a seat in this game, and this device already holds another one here. Keep the seat you have,
              or switch to the link's? The one you do not keep is forgotten on this device.
            </p>
            <div class="actions">
              <button type="button" class="primary" onClick={() => setConflict(null)} data-testid="keep-seat">
                Keep my seat
              </button>
              <button type="button" onClick={() => useOffered(offered())} data-testid="use-link-seat">
                Use the link's seat
              </button>
            </div>
          </section>
        )}
      </Show>
      <Show when={conn.status() === "refused" || conn.status() === "replaced"}>
        <section class="notice warn" data-testid="seat-refused">
          <p>
            {conn.status() === "refused"
              ? "The server does not know this device's seat in this game. It is still stored here, in case the server was wrong for a moment."
              : "This game is open in another tab or on another device with your seat, so it was closed here."}
          </p>
          <div class="actions">
            <button type="button" class="primary" onClick={() => conn.reconnect()} data-testid="seat-retry">
              {conn.status() === "refused" ? "Try again" : "Play here"}
            </button>
            <Show when={conn.status() === "refused"}>
              <button
                type="button"
                onClick={() => {
                  setWatching(true);
                  conn.reconnect();
                }}
                data-testid="seat-watch"
              >
                Watch instead
              </button>
            </Show>
          </div>
        </section>
      </Show>
      <Show
        when={!missing()}
        fallback={
          <section class="notice error" data-testid="missing">
            <p>There is no game at this link. It may have finished a while ago and been cleared away, or the link is incomplete.</p>
            <a class="button primary" href="/">
              Start a new game
            </a>
          </section>
        }
      >
        <Show when={game()?.status !== "over"}>
          <p class="prompt" classList={{ yours: myTurn() }} data-testid="prompt" aria-live="polite">
            <Show when={game()?.status === "playing" && board.seatColor(game()?.active[0] ?? 0)}>
              {(color) => <span class="swatch" style={{ background: color() }} />}
            </Show>
            {prompt()}
          </p>
        </Show>
        <Show when={game()?.status === "over" ? game() : undefined}>
          {(g) => (
            <ResultBanner
              text={ending()}
              won={g().seat !== null && !!g().outcome?.winners.includes(g().seat ?? -1)}
              rematch={rematchState()}
              alone={onlyComputers()}
              seats={g().players.length}
              onRematch={askRematch}
              onFollowRematch={followRematch}
              replayHref={`/g/${id}/replay`}
              nextSeat={g().seat === null || g().players.length < 2 ? undefined : (g().seat! + g().players.length - 1) % g().players.length}
              seatName={board.seatName}
            />
          )}
        </Show>
        <Show when={sides()}>{(text) => <p class="hint sides" data-testid="sides">{text()}</p>}</Show>
        {/* Before the link is shared: the invitation the friend sees names the one who sent it. */}
        <Show when={askName() && game()?.status !== "over"}>
          <NamePrompt onDone={saveName} />
        </Show>
        <Show when={shareFirst()}>{share(true)}</Show>
        <Show when={freeSeat()}>
          <section class="invite" data-testid="invite">
            <p class="invite-text">{invitation()}</p>
            <Show when={askNameWithSeat}>
              <label class="invite-name">
                Your name (optional)
                <input
                  type="text"
                  maxLength={NAME_MAX_LENGTH}
                  autocomplete="nickname"
                  value={nameWithSeat()}
                  onInput={(e) => setNameWithSeat(e.currentTarget.value)}
                  onKeyDown={(e) => e.key === "Enter" && !joining() && void takeSeat()}
                  data-testid="invite-name"
                />
              </label>
            </Show>
            <button type="button" class="primary wide" disabled={joining()} onClick={takeSeat} data-testid="take-seat">
              {joining() ? "Taking the seat…" : "Take the free seat"}
            </button>
          </section>
        </Show>
        <div ref={(el) => el.addEventListener("click", tappedOutOfTurn, { capture: true })}>
        <BoardSlot
          module={board.module()}
          onDrawn={() => setBoardDrawn(true)}
          game={gameKind() ?? kindHint}
          failed={board.failed()}
          view={conn.shown()?.view}
          seat={seat()}
          legal={conn.pending() || conn.status() !== "open" ? [] : (conn.shown()?.legal ?? [])}
          act={conn.act}
          waiting={game()?.status === "open" ? "The game begins when every seat is taken." : undefined}
          ended={game()?.status === "over" ? ending() : undefined}
          undo={canUndo() && board.module()?.drawsUndo ? conn.undo : undefined}
          names={names()}
          computers={computerSeats()}
          log={conn.log()}
        />
        </div>
        <Show when={canUndo() && !board.module()?.drawsUndo}>
          <button type="button" class="wide" onClick={() => conn.undo()} data-testid="undo">
            Take back my move
          </button>
        </Show>
        <Show when={offerPush() && game()?.status === "playing"}>
          <section class="notice" data-testid="push-offer">
            <p>Be told when it is your turn, even with this page closed?</p>
            <div class="actions">
              <button type="button" class="primary" onClick={acceptPush} data-testid="push-yes">
                Notify me
              </button>
              <button
                type="button"
                onClick={() => {
                  declinePush();
                  setOfferPush(false);
                }}
                data-testid="push-no"
              >
                No thanks
              </button>
            </div>
          </section>
        </Show>
        <Show when={tail() >= 1 && game()}>
          {(g) => (
            <>
              <Players
                players={g().players}
                active={g().status === "playing" ? g().active : []}
                you={g().seat}
                seatName={board.seatName}
                computerName={(s) => names()[s]}
                seatColor={board.seatColor}
                clock={g().clock}
                clockSeen={conn.seenAt()}
                watching={g().watching}
              />
              <TableActions
                seat={g().seat}
                playing={g().status === "playing"}
                seats={g().players.length}
                canDraw={!!BOARDS[gameKind() ?? kindHint ?? ""]?.draws && !g().players.some((p) => p.computer)}
                offers={g().draw}
                tell={(m) => conn.tell(m)}
              />
            </>
          )}
        </Show>
        {/* The log comes a task after the players (tail above), so that it never stands where they will. */}
        <Show when={game() && tailDrawn()}>
          <GameLog lines={logLines()} />
        </Show>
        <Announcer
          ready={!!game()}
          lines={logLines()}
          mine={myTurn() || conn.pending()}
          ending={game()?.status === "over" ? ending() : null}
        />
        <Show when={game() && tailDrawn() && !shareFirst()}>{share(false)}</Show>
      </Show>
      <Toast message={flash.message()} tone={flash.tone()} />
    </main>
  );
}
