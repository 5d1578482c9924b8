import { createSignal } from "solid-js";
import { NAME_MAX_LENGTH } from "../../../shared/display-name";

/** Asked once on a device: the name the other players see (optional). */
export function NamePrompt(props: { onDone: (name: string | null) => void }) {
  const [name, setName] = createSignal("");
  return (
    <form
      class="notice name-prompt"
      data-testid="name-prompt"
      onSubmit={(e) => {
        e.preventDefault();
        props.onDone(name());
      }}
    >
      <label for="player-name">Your name, for the other players (optional)</label>
      <div class="actions">
        <input
          id="player-name"
          type="text"
          maxLength={NAME_MAX_LENGTH}
          autocomplete="nickname"
          value={name()}
          onInput={(e) => setName(e.currentTarget.value)}
          data-testid="name-input"
        />
        <button type="submit" class="primary" disabled={name().trim() === ""}>
          Save
        </button>
        <button type="button" onClick={() => props.onDone(null)} data-testid="name-skip">
          Skip
        </button>
      </div>
    </form>
  );
}
