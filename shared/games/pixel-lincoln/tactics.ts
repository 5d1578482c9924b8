/**
 * How the computer plays Pixel Lincoln, from one seat's view only: its own hand, the public
 * piles and boards, the pending decision. No deck order and no other hand is ever read (the
 * view does not hold them), so a computer seat can sit beside people at any table.
 *
 * Two styles share these rules of thumb:
 * - greedy: beat what it faces when the hand can, buy what it can afford, jump otherwise,
 *   and take every checkpoint bonus as a draw;
 * - careful: the same, plus a sense of danger: it estimates from the cards it has seen of
 *   its own (hand, Discard Pile, tableau) how likely a fresh hand is to beat a mini-boss or
 *   boss, and leaves a Level by a checkpoint's exit or a Key rather than wait in front of
 *   one it cannot beat; it culls weak starting cards, discards useless ones before drawing,
 *   cancels what hurts it, buys Extra Lives and items before characters when the table is in
 *   danger, and picks the Level where it is most useful.
 */
import type { Rng, Seat } from "../../engine";
import type { Action } from "./actions";
import { type CardData, type CardId, cardOf, isBuyable, isEnemy, isEquippable } from "./data/cards";
import { bossPowerBonus } from "./data/difficulty";
import { enemyPower } from "./fight";
import type { Decision } from "./state";
import type { LevelView, PlayerView, View } from "./view";

export type Style = {
  /** Plans around mini-bosses and bosses, culls, discards, cancels (see above). */
  careful: boolean;
  /** Chance of a beatable mini-boss or boss, below which a careful player steers clear. */
  nerve: number;
  /** Hands sampled to estimate that chance. */
  samples: number;
};

export const GREEDY: Style = { careful: false, nerve: 0, samples: 0 };
export const CAREFUL: Style = { careful: true, nerve: 0.65, samples: 48 };

const HAND = 5;

/** What a card is worth in a deck: power to fight, coin to buy, a jump, cards drawn. */
export function deckWorth(id: CardId): number {
  const c = cardOf(id);
  if (!isEquippable(id)) return c.coin * 0.6; // an enemy in hand (a Bunny Bomb): only its coin
  let w = c.power + c.coin * 0.6 + (c.jump ? 0.9 : 0);
  if (c.effect?.when === "equip" && c.effect.kind === "draw") w += c.effect.n * 0.9;
  if (c.effect?.when === "equip" && c.effect.kind === "recover") w += 0.6;
  return w;
}

/** Power a card adds when equipped against an enemy. */
const powerOf = (id: CardId): number => (isEquippable(id) ? cardOf(id).power : 0);
/** Cards an equipped card draws. */
const drawsOf = (id: CardId): number => {
  const e = cardOf(id).effect;
  return e?.when === "equip" && e.kind === "draw" ? e.n : 0;
};

/** The Power an enemy needs (its own, the difficulty's boss bonus, an ambush bonus), less what is equipped toward it. */
export function powerStillNeeded(view: View, enemy: CardId): number {
  const bonus = view.ambush?.card === enemy ? view.ambush.bonus : 0;
  const have = view.fight?.target === enemy ? view.fight.power : 0;
  return enemyPower(view.options.difficulty, enemy) + bonus - have;
}

function me(view: View, seat: Seat): PlayerView {
  const p = view.players[seat];
  if (!p) throw new Error(`no seat ${seat}`);
  return p;
}

/** The card my meeple faces, with its slot. */
function facing(view: View, seat: Seat): { card: CardId; slot: number; level: LevelView } | null {
  const p = me(view, seat);
  if (p.level === null) return null;
  const level = view.levels[p.level];
  if (!level) return null;
  for (let i = p.pos; i < level.board.length; i++) {
    const card = level.board[i];
    if (card) return { card, slot: i, level };
  }
  return null;
}

/** The cards I have seen of my own cycle: hand, Discard Pile and tableau (the deck is unseen). */
function cycle(view: View, seat: Seat): CardId[] {
  const p = me(view, seat);
  return [...view.hand, ...p.discard, ...p.equip, ...p.spend];
}

/** Starting power per card of a fresh deck (5 Jumps at 0, 5 Beardarangs at 1). */
const START_POWER = 0.5;

/**
 * The chance that a fresh hand of five (plus what its draw items bring) reaches `need`
 * power, sampled from the cards of my cycle that I have seen; a small sample is padded with
 * starting cards.
 */
function chanceToBeat(view: View, seat: Seat, need: number, style: Style, rng: Rng, kept: readonly CardId[] = []): number {
  const keptPower = kept.reduce((s, id) => s + powerOf(id), 0);
  const pool = cycle(view, seat)
    .filter((id) => !kept.includes(id))
    .map((id) => ({ power: powerOf(id), draws: drawsOf(id) }));
  while (pool.length < 10) pool.push({ power: pool.length % 2 ? 1 : 0, draws: 0 });
  let wins = 0;
  for (let s = 0; s < style.samples; s++) {
    const order = rng.shuffle(pool);
    let power = keptPower;
    let cards = HAND - kept.length;
    for (let i = 0; i < cards && i < order.length; i++) {
      const c = order[i];
      if (!c) break;
      power += c.power;
      cards += c.draws;
    }
    if (power >= need) wins++;
  }
  return style.samples ? wins / style.samples : START_POWER * HAND >= need ? 1 : 0;
}

/**
 * Whether collecting (or jumping) the card in `slot` would leave a careful player facing a
 * mini-boss or boss that its next hand, the power cards it holds now kept, is unlikely to
 * beat: the ambush that follows costs a life. (Two times in ten it goes anyway, so that a
 * table never stands still behind a boss.)
 */
function bossBehind(view: View, seat: Seat, level: LevelView, slot: number, style: Style, rng: Rng): boolean {
  if (!style.careful) return false;
  const next = level.board.slice(slot + 1).find((c): c is CardId => c !== null);
  if (!next) return false;
  const kind = cardOf(next).kind;
  if (kind !== "mini-boss" && kind !== "boss") return false;
  const kept = view.hand.filter((id) => powerOf(id) > 0).sort((a, b) => powerOf(b) - powerOf(a)).slice(0, HAND);
  return chanceToBeat(view, seat, enemyPower(view.options.difficulty, next), style, rng, kept) < style.nerve && rng.next() < 0.8;
}

/** The power of the mini-boss or boss a face-down card hides, as far as anyone can know (an average). */
function hiddenPower(view: View, level: LevelView, slot: number): number {
  // The second checkpoint hides a mini-boss, the third a boss: the leftmost face-down card is the earlier one.
  const earlier = level.faceDown.slice(0, slot).some((f) => f);
  const boss = level.checkpoints >= 3 && (earlier || level.faceDown.filter((f) => f).length === 1);
  return boss ? 7.5 + bossPowerBonus(view.options.difficulty, "boss") : 5.5 + bossPowerBonus(view.options.difficulty, "mini-boss");
}

/** A mini-boss or boss face up on a Level Board. */
function bossOn(level: LevelView): CardId | null {
  for (const c of level.board) if (c && (cardOf(c).kind === "boss" || cardOf(c).kind === "mini-boss")) return c;
  return null;
}

const of = <T extends Action["t"]>(legal: readonly Action[], t: T) => legal.filter((a): a is Extract<Action, { t: T }> => a.t === t);

function minBy<T>(items: readonly T[], score: (t: T) => number): T | undefined {
  let best: T | undefined;
  let bestScore = Infinity;
  for (const item of items) {
    const s = score(item);
    if (s < bestScore) {
      best = item;
      bestScore = s;
    }
  }
  return best;
}

function maxBy<T>(items: readonly T[], score: (t: T) => number): T | undefined {
  return minBy(items, (t) => -score(t));
}

/** Points of a pile. */
const points = (cards: readonly CardId[]) => cards.reduce((s, id) => s + cardOf(id).points, 0);

/** Chooses one of `legal` for `seat` from its view. */
export function choose(view: View, legal: readonly Action[], seat: Seat, style: Style, rng: Rng): Action {
  const first = legal[0];
  if (!first) throw new Error("pixel-lincoln: no legal action");
  if (legal.length === 1) return first;
  const pending = view.pending;
  const answer = pending ? decide(view, pending, legal, seat, style, rng) : turn(view, legal, seat, style, rng);
  return answer ?? first;
}

/** An answer to a pending decision. */
function decide(view: View, d: Decision, legal: readonly Action[], seat: Seat, style: Style, rng: Rng): Action | undefined {
  switch (d.k) {
    case "enter":
      return chooseLevel(view, legal, seat, style, rng);
    case "window": {
      const cancels = of(legal, "cancel");
      const task = d.task;
      const hurtsMe =
        (task.effect.when === "ambush" && task.seat === seat && (task.effect.kind !== "ambush-power" || style.careful)) ||
        task.effect.kind === "rival-discard";
      const cancel = cancels[0];
      return cancel && hurtsMe && (style.careful || task.effect.kind !== "ambush-power") ? cancel : { t: "decline" };
    }
    case "pick-score":
    case "discard-one":
      // Put away (or lose) the card my deck misses least.
      return minBy(legal, (a) => ("card" in a ? deckWorth(a.card) : Infinity));
    case "arrange":
      return { t: "done" };
    case "choose-rival": {
      // The Slime to the leader.
      const rivals = of(legal, "rival");
      return maxBy(rivals, (a) => points(view.players[a.seat]?.score ?? []));
    }
    case "bonus":
      return bonus(view, d, legal, seat, style, rng);
    case "life":
      return legal[0];
    case "continue":
      return of(legal, "continue")[0] ?? { t: "retire" };
    case "pay": {
      // Lose as few points as possible: the smallest card that pays the rest, else the largest.
      const pays = of(legal, "pay");
      const enough = pays.filter((a) => cardOf(a.card).points >= d.owed);
      return enough.length ? minBy(enough, (a) => cardOf(a.card).points) : maxBy(pays, (a) => cardOf(a.card).points);
    }
  }
}

/** How strong a hand my deck deals, on average: five cards' power. */
function deckPower(view: View, seat: Seat): number {
  const seen = cycle(view, seat);
  const total = seen.reduce((s, id) => s + powerOf(id), 0) + Math.max(0, 10 - seen.length) * START_POWER;
  return (total / Math.max(10, seen.length)) * HAND;
}

/** How much coin my deck deals in a hand of five, on average. */
function deckCoin(view: View, seat: Seat): number {
  const seen = cycle(view, seat);
  const total = seen.reduce((s, id) => s + cardOf(id).coin, 0) + Math.max(0, 10 - seen.length) * 0.5;
  return (total / Math.max(10, seen.length)) * HAND;
}

/** Which Level to start in: a careful player goes where the boss waits only when it can beat it. */
function chooseLevel(view: View, legal: readonly Action[], seat: Seat, style: Style, rng: Rng): Action | undefined {
  const enters = of(legal, "enter");
  if (!style.careful) return enters[0];
  const strength = deckPower(view, seat);
  return maxBy(enters, (a) => {
    const level = view.levels[a.level];
    if (!level) return -Infinity;
    const boss = bossOn(level);
    let score = 0;
    if (boss) score += strength >= enemyPower(view.options.difficulty, boss) ? 3 : -3;
    // A Level of one's own: no rival buys the cards first. Sharing, share with the one ahead
    // (the most points, then the earliest in turn order), to take the cards he would have.
    const there = view.players.flatMap((p, s) => (s !== seat && !p.out && p.level === a.level ? [s] : []));
    score -= there.length;
    score += Math.max(0, ...there.map((s) => points(view.players[s]?.score ?? []) * 0.05 + (view.players.length - s) * 0.002));
    // More cards left is more to buy before the boss.
    score += level.deckCount / 30;
    return score + rng.next() * 1e-4;
  });
}

/** A checkpoint bonus: draw, cull, or leave a Level whose mini-boss or boss would beat me. */
function bonus(view: View, d: Extract<Decision, { k: "bonus" }>, legal: readonly Action[], seat: Seat, style: Style, rng: Rng): Action | undefined {
  const exits = of(legal, "exit");
  if (style.careful && exits.length) {
    const level = view.levels[d.level];
    const p = me(view, seat);
    // The checkpoint being resolved stays on the board until every bonus is taken: the
    // leftmost checkpoint with a face-down card under it (the reacher may have left already).
    const slot = level ? level.board.findIndex((c, i) => c !== null && cardOf(c).kind === "checkpoint" && level.faceDown[i]) : -1;
    if (level && slot >= 0 && p.level === d.level) {
      const need = hiddenPower(view, level, slot);
      // The reacher may fight it this very turn with the hand he holds; anyone else meets it fresh.
      const inHand = seat === view.current ? view.hand.reduce((s, id) => s + powerOf(id), 0) : 0;
      if (inHand < need && chanceToBeat(view, seat, need, style, rng) < style.nerve) return exits[0];
    }
  }
  const culls = of(legal, "score");
  if (style.careful && !d.first && culls.length) {
    // A second bonus culls a weak starting card once the deck has better ones.
    const worst = minBy(culls, (a) => deckWorth(a.card));
    if (worst && deckWorth(worst.card) <= 1 && deckPower(view, seat) >= 3) return worst;
  }
  return { t: "draw" };
}

/** The card to equip toward `need`: a draw item first, then the smallest card that finishes the job, else the strongest. */
function pickEquip(equips: readonly Extract<Action, { t: "equip" }>[], need: number): Extract<Action, { t: "equip" }> | undefined {
  const drawer = equips.find((a) => drawsOf(a.card) > 0);
  if (drawer) return drawer;
  const fighters = equips.filter((a) => powerOf(a.card) > 0);
  const finishing = fighters.filter((a) => powerOf(a.card) >= need);
  if (finishing.length) return minBy(finishing, (a) => powerOf(a.card) * 10 + deckWorth(a.card));
  return maxBy(fighters, (a) => powerOf(a.card) * 10 - deckWorth(a.card));
}

/** The card to jump with: the one my deck misses least. */
function pickJump(jumps: readonly Extract<Action, { t: "jump" }>[]) {
  return minBy(jumps, (a) => deckWorth(a.card));
}

/** Coins toward `need`: the card that finishes the purchase with least waste, else the least useful coin card. */
function pickSpend(spends: readonly Extract<Action, { t: "spend" }>[], need: number) {
  const finishing = spends.filter((a) => cardOf(a.card).coin >= need);
  if (finishing.length) return minBy(finishing, (a) => cardOf(a.card).coin * 10 + deckWorth(a.card));
  // Spend the cards with the most coin for their other uses first; keep Jumps when something else pays.
  return maxBy(spends, (a) => cardOf(a.card).coin * 2 - deckWorth(a.card) + cardOf(a.card).coin * 0.6);
}

/** What a card on the board is worth buying. */
function buyWorth(view: View, c: CardData, style: Style): number {
  if (c.kind === "character") return view.players.length > 1 ? 1.5 : 0.2;
  if (c.effect?.kind === "extra-life") return 4;
  return deckWorth(c.id) + (style.careful && c.kind === "secret-item" ? 1 : 0);
}

/** The turn step: Ambush, Explore, Discard/Draw. */
function turn(view: View, legal: readonly Action[], seat: Seat, style: Style, rng: Rng): Action | undefined {
  if (view.step === "discard") return discardStep(view, legal, seat, style);
  const face = facing(view, seat);
  const equips = of(legal, "equip");
  const jumps = of(legal, "jump");
  const hand = view.hand;
  if (face && isEnemy(face.card)) {
    const need = powerStillNeeded(view, face.card);
    const handPower = hand.reduce((s, id) => s + powerOf(id), 0);
    const draws = hand.reduce((s, id) => s + drawsOf(id), 0);
    // Beat it when the hand can (a draw item may bring the rest).
    if (handPower >= need || (draws > 0 && handPower + draws * 0.8 >= need && !jumps.length)) {
      const equip = pickEquip(equips, need);
      if (equip) return equip;
    }
    const jump = pickJump(jumps);
    if (jump) return jump;
    if (view.step === "ambush") {
      const hope = equips.find((a) => drawsOf(a.card) > 0);
      if (hope) return hope;
      return of(legal, "yield")[0] ?? pickEquip(equips, need);
    }
    return leave(view, legal, seat, style, face.card);
  }
  if (face && isBuyable(face.card)) {
    if (bossBehind(view, seat, face.level, face.slot, style, rng) && !(view.purse?.target === face.card)) return leave(view, legal, seat, style, null);
    const c = cardOf(face.card);
    const have = view.purse?.target === face.card ? view.purse.coins : 0;
    const need = c.cost - have;
    const coins = hand.reduce((s, id) => s + cardOf(id).coin, 0);
    const spends = of(legal, "spend");
    if (coins >= need && spends.length && buyWorth(view, c, style) > 0.5) {
      // A careful player keeps one Jump when the purchase can be paid without it and an enemy lies beyond.
      const spend = pickSpend(spends, need);
      if (spend) return spend;
    }
    if (have > 0 && spends.length) {
      const spend = pickSpend(spends, need);
      if (spend) return spend;
    }
    // A careful player waits for a hand that buys an upgrade its deck can pay for, rather than jump it.
    // (Three times in ten it jumps anyway: a table of players all waiting would stand still.)
    const wait = style.careful && buyWorth(view, c, style) >= 1.8 && deckCoin(view, seat) >= need && rng.next() < 0.7;
    const jump = pickJump(jumps);
    if (jump && !wait && (!style.careful || jumpWorthIt(view, seat, face, hand))) return jump;
    return leave(view, legal, seat, style, null);
  }
  return leave(view, legal, seat, style, null);
}

/**
 * Whether a careful player jumps an item it cannot buy: only when that keeps a Jump card or
 * enough power for what lies behind it, so it does not end its turn in front of an enemy
 * with nothing left to answer it.
 */
function jumpWorthIt(view: View, seat: Seat, face: { slot: number; level: LevelView }, hand: readonly CardId[]): boolean {
  const next = face.level.board.slice(face.slot + 1).find((c): c is CardId => c !== null);
  if (!next || !isEnemy(next)) return true;
  const jumpsLeft = hand.filter((id) => cardOf(id).jump && isEquippable(id)).length - 1;
  return jumpsLeft > 0 || cardOf(next).kind === "enemy" || hand.reduce((s, id) => s + powerOf(id), 0) >= powerStillNeeded(view, next);
}

/**
 * Nothing more to do here: a careful player first culls with a Score card, throws a
 * Projectile at an enemy ahead it can beat, and leaves by a Key rather than wait in front
 * of an enemy that would beat its next hand; then it stops.
 */
function leave(view: View, legal: readonly Action[], seat: Seat, style: Style, enemy: CardId | null): Action | undefined {
  const shots = of(legal, "shoot");
  if (shots.length) {
    // All the power toward a far enemy must come from Projectile items.
    const projectile = view.hand.filter((id) => cardOf(id).projectile && isEquippable(id)).reduce((s, id) => s + powerOf(id), 0);
    const target = shots.find((a) => projectile >= powerStillNeeded(view, a.at) || (view.fight?.target === a.at));
    if (target) return target;
  }
  if (style.careful) {
    const suits = of(legal, "suit");
    if (enemy) {
      const key = suits.find((a) => cardOf(a.card).suit === "key");
      const threat = powerStillNeeded(view, enemy);
      if (key && cardOf(enemy).kind !== "enemy" && deckPower(view, seat) < threat) return key;
    }
    const score = suits.find((a) => cardOf(a.card).suit === "score");
    if (score && view.hand.length > 1) {
      const weakest = minBy(view.hand.filter((id) => id !== score.card), deckWorth);
      if (weakest && deckWorth(weakest) <= 1 && deckPower(view, seat) >= 3) return score;
    }
  }
  return of(legal, "stop")[0] ?? of(legal, "yield")[0];
}

/**
 * Discard/Draw: a greedy player throws its whole hand back and draws five afresh; a careful
 * one keeps what answers the card it faces (power or a Jump before an enemy, coin before an
 * item it cannot yet afford) and strong cards, and throws back the rest.
 */
function discardStep(view: View, legal: readonly Action[], seat: Seat, style: Style): Action | undefined {
  const discards = of(legal, "discard");
  if (!style.careful) return discards[0] ?? { t: "done" };
  const face = facing(view, seat);
  const enemyAhead = face !== null && isEnemy(face.card);
  const itemAhead = face !== null && isBuyable(face.card);
  const keep = (id: CardId) => {
    const c = cardOf(id);
    if (enemyAhead) return c.jump || powerOf(id) >= 2;
    if (itemAhead) return c.coin >= 2 || powerOf(id) >= 3;
    return deckWorth(id) >= 2.5;
  };
  return minBy(discards.filter((a) => !keep(a.card)), (a) => deckWorth(a.card)) ?? { t: "done" };
}
