import { type JSX, Suspense } from "solid-js";

/** A game's How to play as a sheet over its board, which stays as it was underneath. */
export function HelpSheet(props: { game: string; onClose: () => void; children: JSX.Element }) {
  return (
    <div class="sheet" role="dialog" aria-modal="true" aria-label={`How to play ${props.game}`}>
      <div class="sheet-head">
        <strong>How to play</strong>
        <button type="button" class="primary" onClick={() => props.onClose()} data-testid="help-close">
          Back to the game
        </button>
      </div>
      <Suspense fallback={<p class="hint">Loading…</p>}>{props.children}</Suspense>
    </div>
  );
}
