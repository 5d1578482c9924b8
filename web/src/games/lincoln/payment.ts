/**
 * Paying for a deploy before anything is sent. A unit card and the cards that pay for it go
 * public as they are played, and the server's undo never takes back a card that went public
 * from a hand; so the page gathers the payment first, where Back costs nothing, then sends the
 * deploy and each payment in turn as the rules ask for them. Pure: the board keeps the draft.
 */
import type { View } from "../../../../shared/games/lincoln/view";
import { type Choices, type Option, topDecision } from "./choices";
import { cardOf, plural, printedKey, unitWord } from "./words";

/** A deploy being paid for: its option, the cards it costs, and the cards chosen so far. */
export type Payment = { deploy: Option; cost: number; cards: string[] };

/** The key of the button that sends the deploy once it is paid for. */
export const CONFIRM_KEY = "payment:confirm";

/** How many cards this option costs to play now: 0 unless it is a deploy that is paid for. */
export function deployCost(view: View, o: Option): number {
  if (o.action.t !== "deploy" || topDecision(view)?.k === "deploy-two") return 0;
  return cardOf(o.action.card)?.top?.cost ?? 0;
}

/** The cards of the hand that can still pay: all but the unit card itself and those chosen. */
export function payableCards(view: View, p: Payment): string[] {
  const unit = p.deploy.action.t === "deploy" ? p.deploy.action.card : "";
  return view.hand.filter((id) => id !== unit && !p.cards.includes(id));
}

/** A tap on a card of the hand while paying: chosen, or nothing if it cannot pay (or enough are chosen). */
export function choosePayment(view: View, p: Payment, id: string): Payment | null {
  if (p.cards.length >= p.cost || !payableCards(view, p).includes(id)) return null;
  return { ...p, cards: [...p.cards, id] };
}

/** Puts a chosen card back in the hand. */
export function putBack(p: Payment, id: string): Payment {
  return { ...p, cards: p.cards.filter((c) => c !== id) };
}

/**
 * What the page offers while paying: the payable cards glow in the hand (nothing on the map),
 * each chosen card has a button to put it back, and once enough are chosen a button sends it all.
 */
export function paymentChoices(view: View, base: Choices, p: Payment): { choices: Choices; title: string; options: Option[] } {
  const byCard = new Map<string, Option[]>();
  if (p.cards.length < p.cost) for (const id of payableCards(view, p)) byCard.set(printedKey(id), [p.deploy]);
  const name = (id: string) => cardOf(id)?.name ?? "a card";
  const options: Option[] = p.cards.map((id) => ({
    action: { t: "pay", card: id },
    key: `payment:back:${id}`,
    kind: "button",
    label: `Put back ${name(id)}`,
  }));
  if (p.cards.length === p.cost)
    options.push({ action: p.deploy.action, key: CONFIRM_KEY, kind: "button", label: `Deploy, paying with ${p.cards.map(name).join(" and ")}`, primary: true });
  const unit = p.deploy.action.t === "deploy" ? cardOf(p.deploy.action.card) : undefined;
  const what = unit ? unitWord(unit) : "the unit";
  const title =
    p.cards.length < p.cost
      ? `Deploy ${what}: choose ${plural(p.cost - p.cards.length, p.cards.length > 0 ? "more card" : "card", p.cards.length > 0 ? "more cards" : "cards")} from your hand to pay with`
      : `Deploy ${what}: paid`;
  // The stage says what the player is doing: paying, as when the rules ask for it.
  return { choices: { ...base, stage: "pay", byCard, byLoc: new Map(), buttons: [] }, title, options };
}

/** The payment to send for the decision the rules ask now, if it is one of the queued cards. */
export function queuedPayment(c: Choices, queue: readonly string[]): Option | undefined {
  const next = queue[0];
  if (!c.mine || c.stage !== "pay" || next === undefined) return undefined;
  return c.options.find((o) => o.action.t === "pay" && printedKey(o.action.card) === printedKey(next));
}
