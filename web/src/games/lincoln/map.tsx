/**
 * The map in SVG, drawn from the map data: locations with their two halves, colours, VP
 * hexagons, ports, supply sources and the Union's rear; rail links with their defence
 * modifiers; the sea lanes; counters, forts and control flags. The places that answer the
 * decision glow, and a tap near one chooses it. Pinch or the buttons zoom, a finger pans.
 */
import { For, Index, Show, createEffect, createMemo, createSignal, on, onCleanup, onMount } from "solid-js";
import { type Half, LOCATIONS, LOCATION_IDS, type LocationId } from "../../../../shared/games/lincoln/data/map";
import type { Side } from "../../../../shared/games/lincoln/data/sides";
import type { Combat } from "../../../../shared/games/lincoln/state";
import type { View } from "../../../../shared/games/lincoln/view";
import type { Choices, Option } from "./choices";
import { BOUNDS, COUNTER_H, FLAG, LABEL_MAX, MAP_MIN_PX, MAP_TEXT, R, RING, SEA_LANES, SEA_PATH, SWORDS_R, flagSpot, halfCentre, halfPath, labelOf, labelSpot, nearest, posOf, rowLayout, rowStart, rowTop, swordsSpot } from "./geometry";
import { COUNTER_FILL, defenceBadge, modifierMarks, placeFill, placeMarks, railMarks } from "./map-marks";
import { createPanZoom } from "./pan-zoom";
import { createGradual, createLater, gradualTasks } from "../../lib/later";
import { SIDE_WORD, counterOf, halfName, plural } from "./words";
import { animateMove, appear, pageMemory, slideOnTop } from "../../lib/last-move";
import type { Place } from "../../../../shared/games/lincoln/state";


/** Counters by location and half. */
function counterIndex(view: View): Map<LocationId, [string[], string[]]> {
  const out = new Map<LocationId, [string[], string[]]>();
  for (const [id, place] of Object.entries(view.at)) {
    if (!place) continue;
    let here = out.get(place.loc);
    if (!here) out.set(place.loc, (here = [[], []]));
    here[place.half].push(id);
  }
  // Union first, then by kind and strength (forts last), for a steady picture.
  const rank = (id: string) => {
    const c = counterOf(id);
    return c ? (c.side === "union" ? 0 : 10) + (c.kind === "fort" ? 5 : 4 - c.strength) : 99;
  };
  for (const halves of out.values()) for (const list of halves) list.sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1));
  return out;
}

function Chips(props: { ids: string[]; loc: LocationId; half: Half; battle: boolean; moved: Set<string> }) {
  const y = rowTop(props.loc, props.half);
  const h = COUNTER_H;
  const layout = createMemo(() => ({ ...rowLayout(props.ids.length), start: rowStart(props.loc, props.half, props.ids.length) }));
  // Keyed on the counter: what it shows is fixed by its id, only its place in the row moves.
  return (
    <For each={props.ids.filter((id) => counterOf(id))}>
      {(id, i) => {
        const k = counterOf(id)!;
        const x = () => layout().start + i() * layout().step;
        const w = () => layout().w;
        // The number stands in the middle of what the next counter leaves uncovered.
        const mid = () => x() + (i() === props.ids.length - 1 ? w() : layout().shown) / 2;
        return (
          <g class="lc-chip" data-counter={id} data-side={k.side} data-kind={k.kind} data-strength={k.strength} data-moved={props.moved.has(id) ? "" : undefined}>
            <Show when={props.moved.has(id)}>
              <rect x={x() - RING} y={y - RING} width={w() + 2 * RING} height={h + 2 * RING} rx={6} class="lc-chip-moved" />
            </Show>
            {k.kind === "fort" ? (
              <path
                d={`M${x()} ${y + h}V${y + 3}h${w() / 5}v-4h${w() / 5}v4h${w() / 5}v-4h${w() / 5}v4h${w() / 5}v${h - 3}Z`}
                fill="#78716c"
                stroke="#1c1917"
                stroke-width="1.5"
              />
            ) : k.kind === "army" ? (
              <rect x={x()} y={y} width={w()} height={h} rx={4} fill={COUNTER_FILL[k.side]} stroke="#0b1020" stroke-width="1.5" />
            ) : null}
            <text x={mid()} y={y + h / 2 + MAP_TEXT * 0.36} class="lc-chip-text" font-size={String(MAP_TEXT)}>
              {k.kind === "fort" ? "F" : k.strength}
            </text>
            <Show when={props.battle}>
              <rect x={x() - 2} y={y - 2} width={w() + 4} height={h + 4} rx={5} class="lc-chip-battle" />
            </Show>
          </g>
        );
      }}
    </For>
  );
}

function Flag(props: { x: number; y: number; side: Side }) {
  return (
    <g class="lc-flag" data-flag={props.side}>
      <line x1={props.x} y1={props.y} x2={props.x} y2={props.y - FLAG.pole} stroke="#1f2937" stroke-width="3" />
      <path d={`M${props.x} ${props.y - FLAG.pole}h${FLAG.w}l-${FLAG.notch} ${FLAG.h / 2} ${FLAG.notch} ${FLAG.h / 2}h-${FLAG.w}z`} fill={COUNTER_FILL[props.side]} stroke="#111" stroke-width="1.2" />
    </g>
  );
}

function Swords(props: { x: number; y: number }) {
  const { x, y } = props;
  return (
    <g class="lc-swords" data-testid="battle-marker">
      <circle cx={x} cy={y} r={SWORDS_R} fill="#dc2626" stroke="#fff" stroke-width="2" />
      <path d={`M${x - 8} ${y - 8}l16 16M${x + 8} ${y - 8}l-16 16M${x - 9} ${y + 3}l5 5M${x + 9} ${y + 3}l-5 5`} stroke="#fff" stroke-width="2.6" stroke-linecap="round" />
    </g>
  );
}

export type MapProps = {
  ref?: (el: HTMLDivElement) => void;
  view: View;
  choices: Choices;
  /** The location picked, while its options are shown. */
  selected: LocationId | null;
  battle: Combat | undefined;
  /** A location to mark as where a move starts. */
  origin: LocationId | null;
  onTapLocation: (loc: LocationId) => void;
  /** A tap on a location that does not glow (the board says why nothing happened). */
  onMiss?: (loc: LocationId) => void;
  onTapHalf: (loc: LocationId, half: Half) => void;
};

/** The zoom buttons' corners of the map, in the order tried. */
const ZOOM_CORNERS = ["bottom-right", "bottom-left", "top-right", "top-left"] as const;

/** The places drawn in one task (of 34): 6 took 13-18 ms on this machine under load (12 took 20-50), x4 on a slow phone. */
const PLACES_A_TASK = 6;

/** Place names' height on screen, in pixels (their largest size, in map units, is LABEL_MAX). */
const LABEL_PX = 13;
/** Above this size (map units), the short names. */
const SHORT_ABOVE = 17;

/** The last position this page showed, and the counters that moved last (kept until others move). */
type Seen = { turn: number; at: View["at"]; moved: string[] };
/** More counters changing places at once than any move makes: another game, not a move. */
const MOST_MOVED = 12;

export function LincolnMap(props: MapProps) {
  const pz = createPanZoom(BOUNDS);
  // What nobody taps is drawn after the first paint: the places' pictures, a few a task, then
  // the railways and sea lanes, then the railways' defence marks. The tap targets of the places
  // that glow come at once, the others with their places' pictures.
  const places = createGradual(LOCATION_IDS, PLACES_A_TASK);
  const linksDrawn = createLater(gradualTasks(LOCATION_IDS.length, PLACES_A_TASK) + 1);
  const modifiersDrawn = createLater(gradualTasks(LOCATION_IDS.length, PLACES_A_TASK) + 2);
  const counters = createMemo(() => counterIndex(props.view));
  let svg: SVGSVGElement | undefined;
  let overlay: SVGGElement | undefined;
  let rails: SVGGElement | undefined;

  // What just happened: the counters that changed places since the last position shown are
  // marked (with the halves they stand in) until others move, and slide there from where they were.
  const seen = pageMemory<Seen>("lincoln");
  const [moved, setMoved] = createSignal(new Set(seen.get()?.moved ?? []));
  createEffect(
    on(
      () => props.view,
      (view) => {
        const before = seen.get();
        const changes: { id: string; from: Place | null | undefined; to: Place }[] = [];
        if (before && view.turn >= before.turn)
          for (const [id, to] of Object.entries(view.at)) {
            const from = before.at[id];
            if (to && (!from || from.loc !== to.loc || from.half !== to.half)) changes.push({ id, from, to });
          }
        const fresh = changes.length > 0 && changes.length <= MOST_MOVED;
        const ids = fresh ? changes.map((c) => c.id) : before && view.turn >= before.turn ? before.moved.filter((id) => view.at[id]) : [];
        seen.set({ turn: view.turn, at: view.at, moved: ids });
        setMoved(new Set(ids));
        if (!fresh || !svg) return;
        for (const c of changes) {
          const el = svg.querySelector(`[data-counter="${c.id}"]`);
          if (!c.from) animateMove(el, appear());
          else {
            const a = halfCentre(c.from.loc, c.from.half);
            const b = halfCentre(c.to.loc, c.to.half);
            slideOnTop(el, overlay, a.x - b.x, a.y - b.y);
          }
        }
      },
    ),
  );
  /** The halves the last moved counters stand in, by location. */
  const movedHalves = createMemo(() => {
    const out = new Map<LocationId, Half[]>();
    for (const id of moved()) {
      const p = props.view.at[id];
      if (!p) continue;
      const halves = out.get(p.loc) ?? [];
      if (!halves.includes(p.half)) out.set(p.loc, [...halves, p.half]);
    }
    return out;
  });
  const targets = createMemo(() => [...props.choices.byLoc.keys()]);
  /** The places with a tap target (a circle a keyboard can reach), in the map's order. */
  const hittable = createMemo(() => {
    const drawn = new Set(places());
    return LOCATION_IDS.filter((loc) => drawn.has(loc) || props.choices.byLoc.has(loc));
  });
  // The zoom buttons stand in the first corner where they cover no place that glows, then no name (or
  // the fewest): above a tall dock, the bottom-right one's covered the middle of the map. Under the map
  // (board.css) they cover neither. They move when the decision changes, or the dock's height
  // (board.tsx sets it on their anchor), never under a finger zooming.
  let anchor: HTMLDivElement | undefined;
  let zoom: HTMLDivElement | undefined;
  const placeZoom = () => {
    if (!anchor || !zoom || !svg) return;
    const map = svg;
    const rects = (selector: string) => Array.from(map.querySelectorAll(selector), (el) => el.getBoundingClientRect());
    const glowing = rects(".lc-target");
    const names = rects(".lc-name");
    // A top corner scrolled off the screen, or under the dock, is out of reach.
    const dock = Number.parseFloat(getComputedStyle(anchor).getPropertyValue("--lc-dock")) || 0;
    let best: (typeof ZOOM_CORNERS)[number] = "bottom-right";
    let fewest = Number.POSITIVE_INFINITY;
    for (const corner of ZOOM_CORNERS) {
      anchor.dataset.corner = corner;
      const b = zoom.getBoundingClientRect();
      if (b.top < 0 || b.bottom > innerHeight - dock) continue;
      const under = (list: DOMRect[]) => list.filter((r) => r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom).length;
      // A glowing place outweighs every name.
      const covered = under(glowing) * (names.length + 1) + under(names);
      if (covered < fewest) [best, fewest] = [corner, covered];
      if (covered === 0) break;
    }
    anchor.dataset.corner = best;
  };
  // Once a frame at most, after the decision's map and dock are drawn.
  let frame = 0;
  const placeSoon = () => {
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      placeZoom();
    });
  };
  // Not again as the names are drawn, a few a task, while the page loads: the buttons jumped
  // from corner to corner then (test/e2e/steady.test.ts), and the hand's band under the map is
  // where they stand at first (board.css).
  createEffect(on(targets, placeSoon));
  onMount(() => {
    const dockHeight = new MutationObserver(placeSoon);
    if (anchor) dockHeight.observe(anchor, { attributes: true, attributeFilter: ["style"] });
    onCleanup(() => {
      dockHeight.disconnect();
      cancelAnimationFrame(frame);
    });
  });
  // The map follows the decision: it centres on what glows (or the battle), unless the
  // player has moved it and can still see some of it.
  const focus = createMemo(() => {
    // Nothing to choose and no battle: the last move, so that a player waiting sees it.
    const places = targets().length > 0 ? targets() : props.battle ? [props.battle.loc] : [...movedHalves().keys()];
    return places.join(" ");
  });
  createEffect(
    on(focus, (key) => {
      const places = key ? (key.split(" ") as LocationId[]) : [];
      if (places.length === 0) return;
      if (pz.moved() && places.some((loc) => pz.inView(posOf(loc)))) return;
      const xs = places.map((loc) => posOf(loc).x);
      pz.fit((Math.min(...xs) + Math.max(...xs)) / 2);
    }),
  );
  /** Place names stay about 13 px high on screen, and shorter until the map is zoomed in. */
  const labelSize = createMemo(() => Math.min(LABEL_MAX, LABEL_PX * pz.unitsPerPixel()));
  /** Half options of the selected location, by half. */
  const halfOptions = createMemo(() => {
    const loc = props.selected;
    const by: [Option[], Option[]] = [[], []];
    if (!loc) return by;
    for (const o of props.choices.byLoc.get(loc) ?? []) if (o.half !== undefined) by[o.half].push(o);
    return by;
  });
  const optionLinks = createMemo(() => {
    const links = new Set<number>();
    const sel = props.selected;
    for (const o of props.choices.options) if (o.link !== undefined && (!sel || o.loc === sel)) links.add(o.link);
    return links;
  });
  // The rail links that answer the decision glow (the links are drawn once, as markup).
  createEffect(() => {
    const links = optionLinks();
    if (!linksDrawn() || !rails) return;
    for (const el of rails.children) el.classList.toggle("target", links.has(Number(el.getAttribute("data-link"))));
  });

  const handleClick = (e: MouseEvent) => {
    const hit = (e.target as Element).closest?.("[data-hit]");
    if (hit) {
      const loc = hit.getAttribute("data-loc") as LocationId | null;
      const half = hit.getAttribute("data-half");
      if (loc && half !== null) return props.onTapHalf(loc, Number(half) as Half);
      if (loc && props.choices.byLoc.has(loc)) return props.onTapLocation(loc);
    }
    // A tap near a glowing place counts for it.
    const p = pz.toMap(e.clientX, e.clientY);
    if (!p) return;
    const reach = 26 * pz.unitsPerPixel();
    const loc = nearest(p, targets(), reach);
    if (!loc) {
      const missed = nearest(p, LOCATION_IDS, reach);
      if (missed) props.onMiss?.(missed);
      return;
    }
    if (loc === props.selected) {
      const mid = posOf(loc).y;
      const half: Half = p.y < mid ? 0 : 1;
      if (halfOptions()[half].length > 0) return props.onTapHalf(loc, half);
    }
    props.onTapLocation(loc);
  };

  const label = (loc: LocationId) => {
    const l = LOCATIONS[loc];
    const parts = [l.name, l.colour === "blue" ? "blue" : "grey"];
    if (l.vp) parts.push(`${l.vp} VP`);
    if (l.port) parts.push("port");
    if (l.supply) parts.push(`${SIDE_WORD[l.supply]} supply source`);
    if (l.unionRear) parts.push("Union rear");
    const control = props.view.control[loc];
    parts.push(control ? `${SIDE_WORD[control]} control` : "contested");
    for (const half of [0, 1] as const) {
      const ids = counters().get(loc)?.[half] ?? [];
      if (ids.length > 0) {
        const words = ids.map((id) => {
          const c = counterOf(id);
          return c ? `${SIDE_WORD[c.side]} ${c.kind === "fort" ? "fort" : c.strength}` : id;
        });
        parts.push(`${halfName(half)} half: ${words.join(", ")}`);
      }
    }
    if (movedHalves().has(loc)) parts.push("last move here");
    const n = props.choices.byLoc.get(loc)?.length ?? 0;
    if (n > 0) parts.push(n === 1 ? (props.choices.byLoc.get(loc)?.[0]?.label ?? "choose") : `${plural(n, "choice")}`);
    return parts.join(", ");
  };

  return (
    <div class="lc-map-wrap" ref={(el) => props.ref?.(el)}>
      <svg
        ref={(el) => {
          svg = el;
          pz.attach(el);
        }}
        class="lc-map"
        classList={{ zoomed: pz.zoom() > 1.02 }}
        style={{ "--lc-map-min": `${MAP_MIN_PX}px` }}
        viewBox={pz.viewBox()}
        preserveAspectRatio="xMidYMid meet"
        role="group"
        aria-label="Map of the war"
        data-testid="map"
        data-zoom={pz.zoom().toFixed(2)}
        onClick={handleClick}
      >
        <rect x={-200} y={-200} width={1500} height={1900} class="lc-land" />
        <path d={SEA_PATH} class="lc-sea" />
        {/* Sea lanes, with the defence a landing meets. */}
        <For each={linksDrawn() ? SEA_LANES : []}>
          {(lane) => (
            <g class="lc-lane" data-port={lane.port}>
              <path d={lane.d} class="lc-lane-path" classList={{ target: props.choices.byLoc.get(lane.port)?.some((o) => o.action.t === "sail") }} />
              <g innerHTML={defenceBadge(lane.badge, "confederate", lane.defence)} />
            </g>
          )}
        </For>
        {/* Rail links. */}
        <Show when={linksDrawn()}>
          <g ref={rails} innerHTML={railMarks()} />
        </Show>
        {/* Locations. */}
        <For each={places()}>
          {(loc) => {
            // Set once: plain values, not read again as the map zooms or the game goes on.
            const fill = placeFill(loc);
            const marks = placeMarks(loc);
            const control = () => props.view.control[loc];
            const flag = () => props.view.flags[loc];
            const fight = () => (props.battle?.loc === loc ? props.battle : undefined);
            return (
              <g class="lc-loc" data-location={loc} data-control={control() ?? "contested"}>
                <g innerHTML={fill} />
                <Show when={movedHalves().get(loc)}>
                  {(halves) => (
                    <For each={halves()}>{(half) => <path d={halfPath(loc, half, R - 3)} class="lc-moved-half" data-last-move={`${loc}:${half}`} />}</For>
                  )}
                </Show>
                <Show when={fight()}>{(c) => <path d={halfPath(loc, c().half, R - 3)} class="lc-battle-half" />}</Show>
                <g innerHTML={marks} />
                <Show when={flag()}>{(s) => <Flag {...flagSpot(loc)} side={s()} />}</Show>
                <Chips ids={counters().get(loc)?.[0] ?? []} loc={loc} half={0} battle={fight()?.half === 0} moved={moved()} />
                <Chips ids={counters().get(loc)?.[1] ?? []} loc={loc} half={1} battle={fight()?.half === 1} moved={moved()} />
                {/* Outside the circle, clear of every name (swordsSpot). */}
                <Show when={fight()}>
                  <Swords {...swordsSpot(loc)} />
                </Show>
              </g>
            );
          }}
        </For>
        {/* Highlights: over the places, under the names (a glowing ring ran through Indianapolis's and Louisville's). */}
        <For each={[...movedHalves().keys()]}>
          {(loc) => <circle cx={posOf(loc).x} cy={posOf(loc).y} r={R + 4} class="lc-moved-ring" />}
        </For>
        <Show when={props.origin}>
          {(loc) => <circle cx={posOf(loc()).x} cy={posOf(loc()).y} r={R + 7} class="lc-origin" />}
        </Show>
        <For each={targets()}>
          {(loc) => (
            <circle
              cx={posOf(loc).x}
              cy={posOf(loc).y}
              r={R + 6}
              class="lc-target"
              classList={{ selected: props.selected === loc }}
            />
          )}
        </For>
        <Show when={props.selected}>
          {(loc) => (
            <Index each={[0, 1] as const}>
              {(half) => (
                <Show when={halfOptions()[half()].length > 0}>
                  <path d={halfPath(loc(), half(), R - 2)} class="lc-half-target" />
                </Show>
              )}
            </Index>
          )}
        </Show>
        {/* The names, over every place: drawn with their own, a long name ran under a neighbour drawn after it (Richmond's under Fort Monroe's circle). */}
        <For each={places()}>
          {(loc) => (
            <text
              x={labelSpot(loc, labelSize()).x}
              y={labelSpot(loc, labelSize()).y}
              class="lc-name"
              font-size={labelSize().toFixed(1)}
              stroke-width={(labelSize() * 0.24).toFixed(1)}
              data-name={loc}
            >
              {labelOf(loc, labelSize() > SHORT_ABOVE)}
            </text>
          )}
        </For>
        {/* Defence modifiers, above the locations so they stay readable. */}
        <Show when={modifiersDrawn()}>
          <g innerHTML={modifierMarks()} />
        </Show>
        {/* A counter on its way to another place passes over the places drawn after its own. */}
        <g ref={overlay} class="lc-overlay" />
        {/* Tap targets, on top. */}
        <For each={hittable()}>
          {(loc) => {
            const { x, y } = posOf(loc);
            const active = () => props.choices.byLoc.has(loc);
            return (
              <Show when={props.selected !== loc || (halfOptions()[0].length === 0 && halfOptions()[1].length === 0)}>
                <circle
                  cx={x}
                  cy={y}
                  r={R + 8}
                  class="lc-hit"
                  data-hit=""
                  data-loc={loc}
                  data-choice={active() ? "place" : undefined}
                  role="button"
                  tabindex={active() ? 0 : -1}
                  aria-label={label(loc)}
                  aria-disabled={!active()}
                  onKeyDown={(e) => {
                    if ((e.key === "Enter" || e.key === " ") && active()) {
                      e.preventDefault();
                      props.onTapLocation(loc);
                    }
                  }}
                />
              </Show>
            );
          }}
        </For>
        <Show when={props.selected}>
          {(loc) => (
            <Index each={[0, 1] as const}>
              {(half) => (
                <Show when={halfOptions()[half()].length > 0 || halfOptions()[0].length + halfOptions()[1].length > 0}>
                  <path
                    d={halfPath(loc(), half(), R + 4)}
                    class="lc-hit"
                    data-hit=""
                    data-loc={loc()}
                    data-half={half()}
                    data-choice={halfOptions()[half()].length > 0 ? "half" : undefined}
                    role="button"
                    tabindex={halfOptions()[half()].length > 0 ? 0 : -1}
                    aria-label={`${LOCATIONS[loc()].name}, ${halfName(half())} half`}
                    onKeyDown={(e) => {
                      if (e.key === "Enter" || e.key === " ") {
                        e.preventDefault();
                        props.onTapHalf(loc(), half());
                      }
                    }}
                  />
                </Show>
              )}
            </Index>
          )}
        </Show>
      </svg>
      {/* Under the map, or just above the dock while the dock covers the map's foot; in another corner of
          the map where they would cover a place that glows or a name (board.css). */}
      <div class="lc-zoom-anchor" ref={anchor} data-corner="bottom-right">
        <div class="lc-zoom" ref={zoom}>
          <button type="button" aria-label="Zoom in" onClick={() => pz.zoomBy(1.5)}>
            +
          </button>
          <button type="button" aria-label="Zoom out" onClick={() => pz.zoomBy(1 / 1.5)}>
            −
          </button>
          <button type="button" aria-label="Fit: back to the map's opening view, as tall as the screen" onClick={() => pz.fit()} data-testid="map-fit">
            Fit
          </button>
        </div>
      </div>
    </div>
  );
}
