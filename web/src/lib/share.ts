/** Whether the browser has the Web Share API (most phones do). */
export function canShare(): boolean {
  return typeof navigator.share === "function";
}

/**
 * Opens the system share sheet. Resolves true when shared, false when the
 * player closed the sheet; throws when sharing is not possible at all.
 */
export async function shareLink(url: string, title: string, text: string): Promise<boolean> {
  try {
    await navigator.share({ url, title, text });
    return true;
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") return false;
    throw error;
  }
}

/** Copies text to the clipboard: the Clipboard API, or the old selection trick. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the fallback
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand("copy");
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}
