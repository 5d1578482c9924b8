/** Choices remembered on this device (the computer's level, the side played), kept in localStorage. */
const PREFIX = "choice:";

/** The value remembered under `key`, if it is still one of `allowed`. */
export function remembered(key: string, allowed: readonly string[]): string | undefined {
  try {
    const value = localStorage.getItem(PREFIX + key);
    return value !== null && allowed.includes(value) ? value : undefined;
  } catch {
    return undefined; // storage blocked: nothing remembered
  }
}

export function remember(key: string, value: string): void {
  try {
    localStorage.setItem(PREFIX + key, value);
  } catch {
    // storage blocked: the choice holds for this visit
  }
}

/** A free text remembered under `key` (a display name), if any. */
export function rememberedText(key: string): string | undefined {
  try {
    return localStorage.getItem(PREFIX + key) ?? undefined;
  } catch {
    return undefined;
  }
}

export function rememberText(key: string, value: string): void {
  remember(key, value);
}
