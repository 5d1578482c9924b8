import { For, Index, Show, createEffect, createMemo, on, onCleanup, onMount } from "solid-js";
import {
  AREA_IDS,
  AREAS,
  type AreaId,
  LABEL_NAMES,
  NORTH,
  type Place,
  RICHMOND,
  STATE_NAMES,
} from "../../../../shared/games/union-forever/data/map";
import { ANACONDA_NAMES } from "../../../../shared/games/union-forever/data/track";
import { UNITS, UNIT_IDS, type UnitId } from "../../../../shared/games/union-forever/data/units";
import type { View } from "../../../../shared/games/union-forever/view";
import { type Decision, areaWords, standsAt } from "./choices";
import { Counter, CounterRings } from "./counter";
import { NAME_BELOW, NAME_FONT, NAME_WIDTH, TAG_AT, TAG_PILL, pickBoxes, slots, squeezed } from "./marks";
import SHAPES from "virtual:union-forever-shapes";
import { CENTRES, MAP_H, MAP_W, NORTH_BAND, NORTH_ROW, REACH, SEA_BOX } from "./frame";
import { LABEL_CODE, LABEL_COLOR, SHORT_AREA, STATE_COLOR } from "./names";
import { animateMove, appear, pageMemory, slideFrom } from "../../lib/last-move";
import type { GameEvent } from "../../../../shared/games/union-forever/state";

/** A unit's last move: where it went, and where from (none: it came into play). */
type Moved = { unit: UnitId; from: Place | null; to: Place };

/** The units that moved or came into play in this view's events (the last action's), last first. */
function movesOf(events: GameEvent[]): Moved[] {
  const out: Moved[] = [];
  for (const ev of events) {
    if (ev.e === "moved" || ev.e === "retreated") out.push({ unit: ev.unit, from: ev.from, to: ev.to });
    else if (ev.e === "placed") out.push({ unit: ev.unit, from: null, to: ev.at });
  }
  return out;
}

/** A place's middle on the map (the North: its band's middle, where its counters stand). */
const middleOf = (place: Place) => (place === NORTH ? NORTH_ROW : CENTRES[place]);
import { createLater } from "../../lib/later";

/** A counter's extent across the map, in map units, from its left to its right. */
type Span = [number, number];

/**
 * Where a zoomed map's window, `width` map units wide, starts sideways (its left edge): as
 * near `wanted` as it can be with no counter cut at either edge, and with the spans of `keep`
 * whole where they can be, the first before the next.
 */
function sidewaysLeft(counters: Span[], width: number, wanted: number, keep: Span[]): number {
  const most = MAP_W - width;
  const target = Math.min(most, Math.max(0, wanted));
  const inside = (left: number, [a, b]: Span) => a >= left && b <= left + width;
  const cuts = (left: number) => counters.some(([a, b]) => (a < left && left < b) || (a < left + width && left + width < b));
  const cost = (left: number) => keep.reduce((sum, span, k) => sum + (inside(left, span) ? 0 : (keep.length - k) * MAP_W), Math.abs(left - target));
  // The edges that cut no counter lie at a counter's side, or at the map's.
  const lefts = [target, 0, most, ...counters.flatMap(([a, b]) => [a, b, a - width, b - width])];
  const clear = lefts.filter((left) => left >= 0 && left <= most && !cuts(left));
  return clear.sort((x, y) => cost(x) - cost(y))[0] ?? target;
}

/**
 * Screens narrower than 43.5rem open on the map zoomed in, 720 px wide (twice a 360 px phone):
 * there every text is at least 10 map units, 12 CSS px, where the whole map would show it at 6 px
 * on that phone. Wider screens open on the whole map, 672 px wide (board.css), where the same
 * 10 units are 11.2 px.
 */
export const ZOOMED_ON = "not all and (min-width: 43.5rem)";
export function opensZoomed(): boolean {
  return typeof matchMedia === "function" && matchMedia(ZOOMED_ON).matches;
}

/** The smallest text on the map, in map units. */
export const MIN_TEXT = 10;

/**
 * The map's parts that no state changes, as markup set in one go: drawn as JSX, each of their
 * attributes was a reactive computation of its own, hundreds as the board starts.
 */
const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
/** The areas, coloured by state. */
const REGIONS = AREA_IDS.map((id) => `<path class="uf-region" data-region="${id}" d="${SHAPES.areas[id]}" fill="${STATE_COLOR[AREAS[id].state]}"/>`).join("");
const lineTag = (cls: string, l: { x1: number; y1: number; x2: number; y2: number }) => `<line class="${cls}" x1="${l.x1}" y1="${l.y1}" x2="${l.x2}" y2="${l.y2}"/>`;
/** The borders between areas, under the coast. */
const EDGES = SHAPES.edges.map((edge) => lineTag(AREAS[edge.a].state === AREAS[edge.b].state ? "uf-inner" : "uf-state-line", edge)).join("");
/** Over the coast: the mountains, the water between regions and the dotted links. */
const RIDGES = [
  ...SHAPES.ridges.map((ridge) => `<path class="uf-ridge" d="${ridge.d}" data-mountain="${ridge.a}|${ridge.b}"/>`),
  ...SHAPES.gaps.map((gap) => lineTag("uf-gap", gap)),
  ...SHAPES.links.map((link) => lineTag("uf-link", link)),
].join("");
/** Each area's army label. */
const TAGS = AREA_IDS.map((id) => {
  const c = CENTRES[id];
  const label = AREAS[id].label;
  return label
    ? `<g transform="translate(${c.x + TAG_AT.dx} ${c.y + TAG_AT.dy})"><rect x="${TAG_PILL.x}" y="${TAG_PILL.y}" width="${TAG_PILL.w}" height="${TAG_PILL.h}" rx="6.5" fill="${LABEL_COLOR[label]}"/><text class="uf-tag" y="3.2">${LABEL_CODE[label]}</text></g>`
    : "";
}).join("");
/** Each area's name (squeezed to fit), with the star of Richmond. */
const NAMES = Object.fromEntries(
  AREA_IDS.map((id) => {
    const c = CENTRES[id];
    const squeeze = !squeezed(id) ? "" : ` textLength="${NAME_WIDTH}" lengthAdjust="spacingAndGlyphs"`;
    const star = id === RICHMOND ? `<tspan class="uf-star" data-testid="richmond">★ </tspan>` : "";
    return [id, `<text class="uf-area-name" x="${c.x}" y="${c.y + NAME_BELOW}" font-size="${NAME_FONT}"${squeeze}>${star}${escape(SHORT_AREA[id])}</text>`];
  }),
) as Record<AreaId, string>;
/**
 * The army labels, then the areas' names and the Pacified ones' pennies, each area's over the
 * one before: every name over every label, as a neighbour's label hid names drawn before it
 * (Red River, S. Arkansas, Richmond, Shenandoah, Upcountry).
 */
const marksOf = (pacified: Set<Place>) =>
  TAGS +
  AREA_IDS.map((id) => {
    const c = CENTRES[id];
    const penny = pacified.has(id)
      ? `<g class="uf-penny" transform="translate(${c.x + 27} ${c.y - 27})" data-penny="${id}"><circle r="10"/><circle r="6.5" class="uf-penny-inner"/></g>`
      : "";
    return `<g class="uf-area-marks">${NAMES[id]}${penny}</g>`;
  }).join("");

/**
 * The map: the areas as regions coloured by state, solid lines between states
 * and dashed ones inside a state, mountain ridges, water where regions touch
 * without a border and a dotted link where a border's regions do not touch, the
 * North band along the top and the box at sea. Places that do something when
 * tapped are lit; the hit shapes lie on top of everything.
 */
export function UnionMap(props: { view: View; decision: Decision; onTap: (place: Place) => void; onPick: (unit: UnitId) => void }) {
  const byPlace = createMemo(() => {
    const out = new Map<Place, UnitId[]>();
    for (const unit of UNIT_IDS) {
      const where = standsAt(props.view, unit);
      if (where) out.set(where, [...(out.get(where) ?? []), unit]);
    }
    return out;
  });
  /**
   * Each unit on the map with its counter's place, and the units in that order. Both layers
   * (the rings', the counters') keep one element for each unit, so that an element never reads a
   * unit its stack no longer holds (with a list of stacks in each layer, a counter of a stack
   * that shrank read none, and the page broke), nor keeps sliding as another unit (the next
   * move can come within a slide's 250 ms: a ring stood apart from its counter).
   */
  const placed = createMemo(
    () => new Map([...byPlace()].flatMap(([place, units]) => slots(place, units.length).map((slot, k) => [units[k] as UnitId, slot] as const))),
  );
  const onMap = createMemo(() => [...placed().keys()], [], { equals: (a, b) => a.length === b.length && a.every((unit, k) => unit === b[k]) });
  const pacified = createMemo(() => new Set<Place>(props.view.pacified));
  /** In the map's order, so that the layers stack as they did when every area had its own. */
  const pacifiedAreas = createMemo(() => AREA_IDS.filter((id) => pacified().has(id)));
  /** The same markup until an area is Pacified: the names are not drawn again with each view. */
  const marks = createMemo(() => marksOf(pacified()));
  const offer = (place: Place) => props.decision.places.get(place);
  const mark = (place: Place) => {
    const o = offer(place);
    return o ? ("act" in o ? "act" : "pick") : undefined;
  };
  const litAreas = createMemo(() => AREA_IDS.filter((id) => mark(id)));
  /** Arrows from the selected unit to the places it may go. */
  const arrows = createMemo(() => {
    const unit = props.decision.selected;
    const from = unit ? standsAt(props.view, unit) : null;
    if (!from) return [];
    return [...props.decision.places].flatMap(([to, o]) => ("act" in o && to !== from ? [{ from, to }] : []));
  });
  const choosable = createMemo(() => new Set(props.decision.choosable));
  /** Units that may be picked in places where a tap acts for the picked unit: each gets a tap target of its own. */
  const pickableOver = createMemo(() =>
    [...byPlace()].flatMap(([place, units]) =>
      props.decision.picks.length === 0 || mark(place) !== "act"
        ? []
        : pickBoxes(place, units.length).flatMap((box, k) => {
            const unit = units[k] as UnitId;
            return props.decision.picks.includes(unit) && props.decision.selected !== unit ? [{ unit, box }] : [];
          }),
    ),
  );

  /**
   * What just happened: the units the last move moved or brought into play are marked, with
   * the places they went to, until another move; they slide (or grow) into place as it comes.
   * The page remembers the mark across the board's remounts and views without a move.
   */
  const seen = pageMemory<{ events: string; moves: Moved[] }>("union-forever");
  const lastMoves = createMemo(() => {
    const events = JSON.stringify(props.view.events);
    const moves = movesOf(props.view.events);
    const before = seen.get();
    if (before?.events === events) return { moves: before.moves, fresh: false };
    const kept = moves.length > 0 ? moves : (before?.moves ?? []);
    seen.set({ events, moves: kept });
    return { moves: kept, fresh: before !== undefined && moves.length > 0 };
  });
  const movedUnits = createMemo(() => new Set(lastMoves().moves.filter((m) => standsAt(props.view, m.unit) === m.to).map((m) => m.unit)));
  const movedTo = createMemo(() => new Set(lastMoves().moves.filter((m) => movedUnits().has(m.unit)).map((m) => m.to)));
  createEffect(
    on(lastMoves, ({ moves, fresh }) => {
      if (!fresh || !svg) return;
      for (const m of moves)
        // The counter and its rings, drawn in a layer of their own, move together.
        for (const el of svg.querySelectorAll(`[data-unit="${m.unit}"], [data-rings-of="${m.unit}"]`)) {
          const at = /translate\(([-\d.]+)[ ,]+([-\d.]+)\)/.exec(el.getAttribute("transform") ?? "");
          const base = at ? `translate(${at[1]}px, ${at[2]}px)` : "";
          if (!m.from) animateMove(el, appear(base));
          else {
            const a = middleOf(m.from);
            const b = middleOf(m.to);
            animateMove(el, slideFrom(a.x - b.x, a.y - b.y, base));
          }
        }
    }),
  );

  /**
   * The area the decision is about: where the chosen unit stands, else the battle, else
   * the first lit area. Zooming in or out, or a new decision, scrolls it into view (the map
   * box sideways, the page up or down only if it is off the screen).
   */
  let svg: SVGSVGElement | undefined;
  // The map comes in three frames: the areas, the units and the lit choices with the board;
  // then the places' names and marks and the tap targets (with each area in words); then
  // the borders, mountains and links, which nobody taps and no state changes.
  const marksDrawn = createLater(1);
  const linesDrawn = createLater(2);
  const focus = createMemo((): Place | null => {
    const unit = props.decision.selected;
    const at = unit ? standsAt(props.view, unit) : null;
    if (at) return at;
    if (props.view.combat) return props.view.combat.area;
    for (const place of props.decision.places.keys()) return place;
    return null;
  });
  const keepInView = () => {
    const place = focus();
    // The area's own shape, drawn with the map's first paint (the tap targets come a task later).
    const target = place && svg?.querySelector(place === NORTH ? ".uf-north" : `[data-region="${place}"]`);
    if (target && "scrollIntoView" in target) target.scrollIntoView({ block: "nearest", inline: "nearest" });
    if (place && svg) showSideways(svg, place);
  };
  createEffect(on(focus, () => keepInView(), { defer: true }));
  onMount(() => {
    if (!svg || typeof ResizeObserver === "undefined") return;
    // Its first report, once the page is laid out, brings the decision into view: reading
    // sizes while the board is still being drawn would force a layout of it all there.
    let width: number | undefined;
    const watch = new ResizeObserver(() => {
      if (!svg || svg.clientWidth === width) return;
      width = svg.clientWidth;
      // With nothing to decide on it, a map just zoomed opens on the Confederate capital:
      // the page's first zoom (it opened on the west, Richmond off a phone's right edge) and
      // Zoom after Fit map (which did still).
      if (focus()) keepInView();
      else showSideways(svg, null);
    });
    watch.observe(svg);
    onCleanup(() => watch.disconnect());
  });
  /**
   * Scrolls the map's box sideways (not the page) onto the decision's place, or with none onto
   * Richmond, the war's goal, with the North's counters whole (they stood cut at the left
   * edge): so that no counter is cut at either edge where that can be helped.
   */
  const showSideways = (map: SVGSVGElement, place: Place | null) => {
    const box = map.parentElement;
    if (!box || box.scrollWidth <= box.clientWidth) return;
    const scale = map.clientWidth / MAP_W;
    const width = box.clientWidth / scale;
    // A counter's body and a little room (a ring round it may be cut, not the counter).
    const spans = [...byPlace()].flatMap(([at, units]) =>
      slots(at, units.length).map((slot) => ({ at, span: [slot.x - slot.size / 2 - 4, slot.x + slot.size / 2 + 4] as Span })),
    );
    const north = spans.filter((s) => s.at === NORTH).map((s) => s.span);
    const northKeep: Span[] = north.length > 0 ? [[Math.min(...north.map(([a]) => a)), Math.max(...north.map(([, b]) => b))]] : [];
    const area = (id: AreaId): Span => [CENTRES[id].x - REACH, CENTRES[id].x + REACH];
    const [middle, keep]: [number, Span[]] =
      place === null
        ? [CENTRES[RICHMOND].x, [...northKeep, area(RICHMOND)]]
        : place === NORTH
          ? [middleOf(NORTH).x, northKeep]
          : [CENTRES[place].x, [area(place)]];
    box.scrollLeft = sidewaysLeft(spans.map((s) => s.span), width, middle - width / 2, keep) * scale;
  };
  const label = (place: Place) => {
    const parts = [areaWords(place)];
    if (place !== NORTH) {
      const data = AREAS[place];
      if (data.state !== "florida") parts.push(STATE_NAMES[data.state]);
      if (data.label) parts.push(`labelled ${LABEL_NAMES[data.label]}`);
      if (pacified().has(place)) parts.push("Pacified");
      if (place === RICHMOND) parts.push("the capital: +1 to the Confederacy in battle");
    }
    const units = byPlace().get(place) ?? [];
    if (units.length) parts.push(`${units.length} unit${units.length === 1 ? "" : "s"}`);
    if (movedTo().has(place)) parts.push("last move here");
    const m = mark(place);
    if (m === "act") parts.push("tap to choose");
    else if (m === "pick") parts.push("tap to pick its unit");
    return parts.filter(Boolean).join(", ");
  };

  return (
    <svg
      ref={svg}
      class="uf-map"
      viewBox={`0 0 ${MAP_W} ${MAP_H}`}
      role="group"
      aria-label="Map of the war"
      data-testid="board"
      data-drawn={linesDrawn() ? "all" : "partly"}
    >
      <defs>
        <pattern id="uf-hatch" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="8" height="8" fill="transparent" />
          <line x1="0" y1="0" x2="0" y2="8" stroke="#1e40af" stroke-width="2.2" opacity="0.22" />
        </pattern>
      </defs>
      <rect class="uf-sea" width={MAP_W} height={MAP_H} />
      <rect class="uf-north" x={NORTH_BAND.x} y={NORTH_BAND.y} width={NORTH_BAND.w} height={NORTH_BAND.h} />

      <g innerHTML={REGIONS} />
      <For each={pacifiedAreas()}>{(id) => <path class="uf-pacified" d={SHAPES.areas[id]} fill="url(#uf-hatch)" />}</For>
      <Show when={linesDrawn()}>
        <g innerHTML={EDGES} />
      </Show>
      <path class="uf-coast" d={SHAPES.coast} />
      <Show when={linesDrawn()}>
        <g innerHTML={RIDGES} />
      </Show>
      {/* The outlines of the last move's places and of the lit ones under the names, which they cut through. */}
      <For each={[...movedTo()]}>
        {(place) =>
          place === NORTH ? (
            <rect class="uf-moved-area" x={NORTH_BAND.x + 3} y={NORTH_BAND.y + 3} width={NORTH_BAND.w - 6} height={NORTH_BAND.h - 6} rx={8} data-last-move={place} />
          ) : (
            <path class="uf-moved-area" d={SHAPES.areas[place]} data-last-move={place} />
          )
        }
      </For>
      <For each={litAreas()}>{(id) => <path class={`uf-lit-area uf-lit-${mark(id)}`} d={SHAPES.areas[id]} />}</For>
      <Show when={mark(NORTH)}>
        {(m) => (
          <rect
            class={`uf-lit-area uf-lit-${m()}`}
            x={NORTH_BAND.x + 3}
            y={NORTH_BAND.y + 3}
            width={NORTH_BAND.w - 6}
            height={NORTH_BAND.h - 6}
            rx={8}
          />
        )}
      </Show>
      {/* The counters' rings under the names and labels, which they reach over in crowded areas; the counters over all. */}
      <For each={onMap()}>
        {(unit) => {
          const lit = () => choosable().has(unit) && props.decision.selected !== unit;
          const selected = () => props.decision.selected === unit;
          const moved = () => movedUnits().has(unit);
          return (
            <Show when={(lit() || selected() || moved()) && placed().get(unit)}>
              {(slot) => <CounterRings unit={unit} x={slot().x} y={slot().y} size={slot().size} lit={lit()} selected={selected()} moved={moved()} />}
            </Show>
          );
        }}
      </For>
      <Show when={marksDrawn()}>
        <g innerHTML={marks()} />
      </Show>

      <g class="uf-sea-box" transform={`translate(${SEA_BOX.x} ${SEA_BOX.y})`}>
        <rect class="uf-sea-frame" width={SEA_BOX.w} height={SEA_BOX.h} rx={8} />
        <text class="uf-sea-name" x={SEA_BOX.w / 2} y={18}>
          AT SEA
        </text>
        <g
          class="uf-anaconda"
          classList={{ "uf-broken": props.view.anaconda === "broken" }}
          transform={`translate(${SEA_BOX.w / 2} ${SEA_BOX.h / 2 + 12})`}
          data-testid="anaconda"
          data-anaconda={props.view.anaconda}
          aria-label={ANACONDA_NAMES[props.view.anaconda]}
          role="img"
        >
          <rect x={-44} y={-30} width={88} height={60} rx={6} />
          <Show
            when={props.view.anaconda === "broken"}
            fallback={
              <>
                <text y={-8}>ANACONDA</text>
                <text y={8}>PLAN</text>
                <text class="uf-small" y={22}>
                  blockade on
                </text>
              </>
            }
          >
            <text y={-8}>BLOCKADE</text>
            <text y={8}>BROKEN</text>
            <text class="uf-small" y={22}>
              ships slip by
            </text>
          </Show>
        </g>
      </g>

      <For each={arrows()}>
        {(arrow) => {
          // To the North: straight up to the band; from it: down from above the area.
          const a = arrow.from === NORTH ? { x: CENTRES[arrow.to as AreaId].x, y: NORTH_BAND.h - 8 } : CENTRES[arrow.from];
          const b = arrow.to === NORTH ? { x: a.x, y: NORTH_BAND.h - 8 } : CENTRES[arrow.to];
          return <line class="uf-arrow" x1={a.x} y1={a.y} x2={b.x} y2={b.y} />;
        }}
      </For>

      <For each={onMap()}>
        {(unit) => (
          <Show when={placed().get(unit)}>
            {(slot) => (
              <Counter
                view={props.view}
                unit={unit}
                x={slot().x}
                y={slot().y}
                size={slot().size}
                lit={choosable().has(unit) && props.decision.selected !== unit}
                selected={props.decision.selected === unit}
                moved={movedUnits().has(unit)}
              />
            )}
          </Show>
        )}
      </For>

      <Show when={marksDrawn()}>
      <g class="uf-hits">
        <rect
          class="uf-hit"
          x={NORTH_BAND.x}
          y={NORTH_BAND.y}
          width={NORTH_BAND.w}
          height={NORTH_BAND.h}
          role="button"
          tabindex={mark(NORTH) ? 0 : -1}
          aria-label={label(NORTH)}
          data-area={NORTH}
          data-offer={mark(NORTH)}
          onClick={() => props.onTap(NORTH)}
          onKeyDown={(e) => (e.key === "Enter" || e.key === " ") && (e.preventDefault(), props.onTap(NORTH))}
        />
        <For each={AREA_IDS}>
          {(id: AreaId) => (
            <path
              class="uf-hit"
              d={SHAPES.areas[id]}
              role="button"
              tabindex={mark(id) ? 0 : -1}
              aria-label={label(id)}
              data-area={id}
              data-offer={mark(id)}
              data-pacified={pacified().has(id) ? "" : undefined}
              onClick={() => props.onTap(id)}
              onKeyDown={(e) => (e.key === "Enter" || e.key === " ") && (e.preventDefault(), props.onTap(id))}
            />
          )}
        </For>
        {/* A unit that may be picked, standing where the picked one may go: a tap on it picks it, never the move. */}
        <Index each={pickableOver()}>
          {(p) => (
            <rect
              class="uf-hit uf-hit-unit"
              x={p().box.left}
              y={p().box.top}
              width={p().box.right - p().box.left}
              height={p().box.bottom - p().box.top}
              role="button"
              tabindex={0}
              aria-label={`Pick ${UNITS[p().unit].name}`}
              data-offer="pick"
              data-key={`pick-on-map:${p().unit}`}
              onClick={() => props.onPick(p().unit)}
              onKeyDown={(e) => (e.key === "Enter" || e.key === " ") && (e.preventDefault(), props.onPick(p().unit))}
            />
          )}
        </Index>
      </g>
      </Show>
    </svg>
  );
}
