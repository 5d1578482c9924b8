import { Show, Suspense, createSignal, lazy } from "solid-js";
import { createFlash } from "../lib/flash";
import { type SeatRecord, deviceLink, gameLink } from "../lib/seat-store";
import { canShare, copyText, shareLink } from "../lib/share";

const QrCode = lazy(() => import("./qr-code"));

/**
 * Everything to bring someone into the game: the link, the share sheet or
 * copy, a QR code; and, for a seated player, the link that moves the seat
 * to another device of theirs.
 */
export function SharePanel(props: {
  id: string;
  gameName: string;
  record: SeatRecord | null;
  /** Show the QR code from the start (while waiting for a player). */
  open: boolean;
  seatFree: boolean;
}) {
  const link = () => gameLink(props.id);
  const flash = createFlash(2500);
  const [showQr, setShowQr] = createSignal(props.open);
  const [showDevice, setShowDevice] = createSignal(false);

  const copy = async (text: string) => {
    flash.show((await copyText(text)) ? "Link copied" : "Couldn't copy — select the link and copy it");
  };
  const share = async () => {
    try {
      await shareLink(link(), props.gameName, `Play ${props.gameName} with me`);
    } catch {
      await copy(link());
    }
  };

  return (
    <section class="panel share" aria-labelledby="share-title">
      <h2 id="share-title">{props.seatFree ? "Invite someone" : "Share this game"}</h2>
      <p class="hint">
        {props.seatFree ? "Anyone with this link can take the free seat, or watch." : "Anyone with this link can watch."}
      </p>
      <div class="link-row">
        <input
          class="link"
          readonly
          value={link()}
          aria-label="Game link"
          data-testid="share-link"
          onFocus={(e) => e.currentTarget.select()}
        />
      </div>
      <div class="actions">
        <Show
          when={canShare()}
          fallback={
            <button type="button" class="primary" onClick={() => copy(link())} data-testid="copy-link">
              Copy link
            </button>
          }
        >
          <button type="button" class="primary" onClick={share} data-testid="share-button">
            Share link
          </button>
          <button type="button" onClick={() => copy(link())} data-testid="copy-link">
            Copy
          </button>
        </Show>
        <button type="button" aria-expanded={showQr()} onClick={() => setShowQr(!showQr())}>
          {showQr() ? "Hide QR" : "QR code"}
        </button>
      </div>
      <Show when={flash.message()}>
        <p class="flash" role="status">
          {flash.message()}
        </p>
      </Show>
      <Show when={showQr()}>
        <Suspense fallback={<div class="qr qr-loading" />}>
          <QrCode text={link()} label="QR code of the game link" />
        </Suspense>
      </Show>
      <Show when={props.record}>
        {(record) => (
          <div class="device">
            <button
              type="button"
              class="link-button"
              aria-expanded={showDevice()}
              onClick={() => setShowDevice(!showDevice())}
              data-testid="device-toggle"
            >
              Open on another device
            </button>
            <Show when={showDevice()}>
              <p class="hint warn">
                This link carries your seat: whoever opens it plays as you. Keep it to your own devices.
              </p>
              <div class="actions">
                <button type="button" onClick={() => copy(deviceLink(props.id, record()))} data-testid="copy-device-link">
                  Copy my seat link
                </button>
              </div>
              <Suspense fallback={<div class="qr qr-loading" />}>
                <QrCode text={deviceLink(props.id, record())} label="QR code that opens your seat on another device" />
              </Suspense>
            </Show>
          </div>
        )}
      </Show>
    </section>
  );
}
