/**
 * The pictures of The Union Forever!'s How to play, made of the board's own pieces:
 * counters (counter.tsx), dice (dice.tsx), the map's regions and borders (shapes.ts),
 * card faces, the Record Track and the Anaconda Plan marker as the board draws them.
 */
import { For, Index, Show } from "solid-js";
import type { Card } from "../../../../shared/games/union-forever/cards";
import { AREA_IDS, AREAS, type AreaId, RICHMOND } from "../../../../shared/games/union-forever/data/map";
import { CRL_BY_SPACE } from "../../../../shared/games/union-forever/data/track";
import { UNIT_IDS, type UnitId } from "../../../../shared/games/union-forever/data/units";
import type { View } from "../../../../shared/games/union-forever/view";
import { Counter } from "./counter";
import { Die } from "./dice";
import SHAPES from "virtual:union-forever-shapes";
import { CENTRES, MAP_W, NORTH_BAND } from "./frame";
import { LABEL_CODE, LABEL_COLOR, SHORT_AREA, STATE_COLOR, cardFace } from "./names";

/**
 * Just enough of a game's view for a counter: which units are weakened, and the CRL that
 * Confederate armies fight with (4, as at the start). A counter reads nothing else.
 */
function viewFor(weakened: readonly UnitId[], crl = 4): View {
  const units = Object.fromEntries(UNIT_IDS.map((u) => [u, { where: "north", weakened: weakened.includes(u) }]));
  return { crlValue: crl, units } as unknown as View;
}

/** One counter, full or weakened, with what it is in words. */
export function CounterPicture(props: { unit: UnitId; weakened?: boolean; label: string; caption: string }) {
  return (
    <figure class="ufh-counter">
      <svg viewBox="-4 -4 64 64" role="img" aria-label={props.label}>
        <Counter view={viewFor(props.weakened ? [props.unit] : [])} unit={props.unit} x={28} y={28} size={56} />
      </svg>
      <figcaption>{props.caption}</figcaption>
    </figure>
  );
}

/** A card face as the board shows the last card drawn. */
export function CardPicture(props: { card: Card; label: string; caption: string }) {
  const face = () => cardFace(props.card);
  return (
    <figure class="ufh-card">
      <div
        class="uf-card"
        classList={{ "uf-red-card": face().red, "ufh-joker": props.card === "JOKER" }}
        role="img"
        aria-label={props.label}
      >
        <span class="uf-card-rank">{face().rank}</span>
        <span class="uf-card-suit">{face().suit}</span>
      </div>
      <figcaption>{props.caption}</figcaption>
    </figure>
  );
}

export type Modifier = { value: number; why: string };

/** One side's throw: its die, each modifier with its reason, and the total. */
export function Throw(props: { side: "union" | "confederacy"; die: number; mods: Modifier[] }) {
  const total = () => props.die + props.mods.reduce((n, m) => n + m.value, 0);
  return (
    <div class="ufh-roll">
      <span class="ufh-roll-side">{props.side === "union" ? "Union" : "Confederacy"}</span>
      <span class="ufh-roll-sum">
        <Die value={props.die} side={props.side} />
        <For each={props.mods}>
          {(m) => (
            <span class="ufh-mod">
              {m.value < 0 ? "−" : "+"}
              {Math.abs(m.value)} <span class="ufh-why">{m.why}</span>
            </span>
          )}
        </For>
        <span class="ufh-total">= {total()}</span>
      </span>
    </div>
  );
}

/** A worked roll: the throws, and what came of them; read as one picture. */
export function DiceExample(props: { label: string; title: string; throws: Parameters<typeof Throw>[0][]; result: string }) {
  return (
    <figure class="ufh-dice" role="img" aria-label={props.label}>
      <p class="ufh-dice-title">{props.title}</p>
      <For each={props.throws}>{(t) => <Throw {...t} />}</For>
      <p class="ufh-dice-result">→ {props.result}</p>
    </figure>
  );
}

const BOX = 58;
const GAP = 6;

/** The Record Track in two rows (spaces 0-4, then 5-9), the CRL marker on space 8 and the turn penny on space 1. */
export function TrackPicture() {
  const at = (space: number) => ({ x: (space % 5) * (BOX + GAP), y: Math.floor(space / 5) * (84 + GAP) });
  return (
    <svg
      class="ufh-track"
      viewBox={`-2 -2 ${5 * BOX + 4 * GAP + 4} ${2 * 84 + GAP + 4}`}
      role="img"
      aria-label="The Record Track: spaces 0 to 9, each with a red CRL number (0, 1, 1, 2, 2, 3, 3, 4, 4, 5). At the start the CRL marker stands on space 8, CRL 4, and the turn penny on space 1. Space 0 is the Union's goal"
    >
      <Index each={CRL_BY_SPACE}>
        {(crl, space) => (
          <g transform={`translate(${at(space).x} ${at(space).y})`}>
            <rect class="uf-space" classList={{ "uf-goal": space === 0 }} width={BOX} height={84} rx={6} />
            <text class="ufh-space-no" x={6} y={17}>
              {space}
            </text>
            <text class="uf-crl-no" x={BOX / 2} y={44}>
              {crl()}
            </text>
            <Show when={space === 8}>
              <g transform={`translate(${BOX / 2} 66)`}>
                <rect class="uf-crl-marker" x={-20} y={-13} width={40} height={26} rx={3} />
                <text class="ufh-marker-text" y={5}>
                  CRL
                </text>
              </g>
            </Show>
            <Show when={space === 1}>
              <g transform={`translate(${BOX / 2} 66)`}>
                <circle class="uf-turn-penny" r={15} />
                <text class="ufh-marker-text uf-dark" y={5}>
                  T1
                </text>
              </g>
            </Show>
          </g>
        )}
      </Index>
    </svg>
  );
}

/** Both sides of the Anaconda Plan marker, as it stands in the box at sea. */
export function AnacondaPicture() {
  return (
    <svg
      class="ufh-anaconda"
      viewBox="0 0 200 68"
      role="img"
      aria-label="The Anaconda Plan marker's two sides: green, Anaconda Plan, blockade on; red, Blockade Broken"
    >
      <g class="uf-anaconda" transform="translate(48 34)">
        <rect x={-44} y={-30} width={88} height={60} rx={6} />
        <text y={-8}>ANACONDA</text>
        <text y={8}>PLAN</text>
        <text class="uf-small" y={23}>
          blockade on
        </text>
      </g>
      <g class="uf-anaconda uf-broken" transform="translate(152 34)">
        <rect x={-44} y={-30} width={88} height={60} rx={6} />
        <text y={-8}>BLOCKADE</text>
        <text y={8}>BROKEN</text>
        <text class="uf-small" y={23}>
          ships slip by
        </text>
      </g>
    </svg>
  );
}

/** The part of the map the picture shows: Virginia and the North above it. */
const CROP = { x: 340, y: 0, w: MAP_W - 340, h: 300 };
const inCrop = (x: number, y: number, margin: number) =>
  x - margin >= CROP.x && x + margin <= CROP.x + CROP.w && y >= CROP.y && y <= CROP.y + CROP.h;

/** Counters on the map picture: a Union army in the North, one weakened in Pacified West Virginia, Confederates in Virginia. */
const PLACED: { unit: UnitId; x: number; y: number }[] = [
  { unit: "ua-potomac", x: 470, y: 38 },
  { unit: "ua-ohio", x: CENTRES["va-northwest"].x, y: CENTRES["va-northwest"].y - 2 },
  { unit: "ca-northern-virginia", x: CENTRES[RICHMOND].x, y: CENTRES[RICHMOND].y - 2 },
  { unit: "cm-1", x: CENTRES["va-shenandoah"].x, y: CENTRES["va-shenandoah"].y - 2 },
];

/** Army tags moved from the board's place (above left of the centre) where, this large, they would cover a name. */
const TAG_AT: Partial<Record<AreaId, { dx: number; dy: number }>> = {
  "va-richmond": { dx: 34, dy: -6 },
  "va-tidewater": { dx: 24, dy: -24 },
};

/**
 * Virginia as the board draws it: regions coloured by state, dashed lines inside a state and
 * solid ones between states, the mountain ridge, water where regions touch without a border,
 * army labels, Richmond's star, the penny of a Pacified area, and a few counters.
 */
export function MapPicture() {
  const named = AREA_IDS.filter((id) => inCrop(CENTRES[id].x, CENTRES[id].y + 32, 36));
  const view = viewFor(["ua-ohio"]);
  return (
    <svg
      class="ufh-map"
      viewBox={`${CROP.x} ${CROP.y} ${CROP.w} ${CROP.h}`}
      role="img"
      aria-label="Part of the map: the North as a grey band along the top, with a Union army, the Army of the Potomac, waiting there. Below it Virginia's seven areas in green, split by dashed lines, with solid lines where Kentucky and North Carolina begin. A zig-zag mountain ridge separates West Virginia from the Shenandoah Valley. West Virginia has a penny (Pacified) and a weakened Union army; the Shenandoah Valley a Confederate militia unit; Richmond, marked with a red star, the Army of Northern Virginia. Every Virginia area but West Virginia carries the purple NV army label"
    >
      <rect class="uf-sea" x={CROP.x} y={CROP.y} width={CROP.w} height={CROP.h} />
      <rect class="uf-north" x={NORTH_BAND.x} y={NORTH_BAND.y} width={NORTH_BAND.w} height={NORTH_BAND.h} />
      <text class="uf-north-name" x={CROP.x + 8} y={26}>
        NORTH
      </text>
      <For each={AREA_IDS}>{(id) => <path d={SHAPES.areas[id]} fill={STATE_COLOR[AREAS[id].state]} />}</For>
      <For each={SHAPES.edges}>
        {(edge) => (
          <line
            class={AREAS[edge.a].state === AREAS[edge.b].state ? "uf-inner" : "uf-state-line"}
            x1={edge.x1}
            y1={edge.y1}
            x2={edge.x2}
            y2={edge.y2}
          />
        )}
      </For>
      <path class="uf-coast" d={SHAPES.coast} />
      <For each={SHAPES.ridges}>{(ridge) => <path class="uf-ridge" d={ridge.d} />}</For>
      <For each={SHAPES.gaps}>{(gap) => <line class="uf-gap" x1={gap.x1} y1={gap.y1} x2={gap.x2} y2={gap.y2} />}</For>
      <For each={SHAPES.links}>{(link) => <line class="uf-link" x1={link.x1} y1={link.y1} x2={link.x2} y2={link.y2} />}</For>
      <For each={named}>
        {(id: AreaId) => {
          const c = CENTRES[id];
          const at = TAG_AT[id] ?? { dx: -24, dy: -27 };
          return (
            <Show when={AREAS[id].label}>
              {(lab) => (
                <g transform={`translate(${c.x + at.dx} ${c.y + at.dy})`}>
                  <rect x={-12} y={-7.5} width={24} height={15} rx={7.5} fill={LABEL_COLOR[lab()]} />
                  <text class="uf-tag ufh-tag" y={3.6}>
                    {LABEL_CODE[lab()]}
                  </text>
                </g>
              )}
            </Show>
          );
        }}
      </For>
      <For each={named}>
        {(id: AreaId) => (
          <text class="uf-area-name ufh-area-name" x={CENTRES[id].x} y={CENTRES[id].y + 31}>
            <Show when={id === RICHMOND}>
              <tspan class="uf-star">★ </tspan>
            </Show>
            {SHORT_AREA[id]}
          </text>
        )}
      </For>
      <g class="uf-penny" transform={`translate(${CENTRES["va-northwest"].x + 28} ${CENTRES["va-northwest"].y - 27})`}>
        <circle r={10} />
        <circle r={6.5} class="uf-penny-inner" />
      </g>
      <For each={PLACED}>{(p) => <Counter view={view} unit={p.unit} x={p.x} y={p.y} size={38} />}</For>
    </svg>
  );
}
