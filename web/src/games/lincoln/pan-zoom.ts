/**
 * Pinch-zoom and pan of an SVG by its viewBox: one finger (or the mouse) drags, two fingers
 * pinch, the wheel zooms. The home view shows the map's whole height (on a phone held upright
 * the places stay large enough to read and tap, and a finger pans east and west), centred on
 * a point of interest; zooming out shows the whole map. A drag or a pinch never counts as a tap.
 */
import { createSignal, onCleanup } from "solid-js";

export type Box = { x: number; y: number; w: number; h: number };

/** How far the player may zoom in, as a fraction of the home width. */
const MIN_FRACTION = 0.3;
/** How far the zoom buttons reach in from the map's right edge and up from its foot, in screen pixels (board.css .lc-zoom). */
const BUTTONS_PX = 52;
/** Pixels a finger may move before a tap becomes a drag. */
const SLOP = 8;

export function createPanZoom(bounds: Box) {
  const [box, setBox] = createSignal<Box>({ ...bounds });
  let el: SVGSVGElement | undefined;
  let home: Box = { ...bounds };
  /** The whole map: as far as one may zoom out. */
  let whole: Box = { ...bounds };
  /** The map x to centre the home view on. */
  let focusX = bounds.x + bounds.w / 2;
  /** Set once the player pans or zooms: the map then stays where he put it. */
  let moved = false;
  /** Set when a gesture moved the map: the click that follows is not a tap. */
  let suppressClick = false;

  const size = () => {
    const r = el?.getBoundingClientRect();
    return r && r.width > 0 && r.height > 0 ? { w: r.width, h: r.height, left: r.left, top: r.top } : null;
  };

  /** The SVG's size on screen as the ResizeObserver last reported it: reading it forces no layout. */
  let shown: { w: number; h: number } | null = null;

  /** The whole map, the spare room below it (the sea, where the buttons are) or on both sides. */
  function wholeBox(aspect: number): Box {
    if (bounds.w / bounds.h > aspect) return { x: bounds.x, y: bounds.y, w: bounds.w, h: bounds.w / aspect };
    const w = bounds.h * aspect;
    return { x: bounds.x + (bounds.w - w) / 2, y: bounds.y, w, h: bounds.h };
  }

  /** Recomputes the home and whole views for the element's size. */
  function measure() {
    const s = shown;
    if (!s) return;
    const aspect = s.w / s.h;
    whole = wholeBox(aspect);
    if (bounds.w / bounds.h <= aspect) home = whole;
    else {
      const w = bounds.h * aspect;
      home = { x: focusX - w / 2, y: bounds.y, w, h: bounds.h };
      home = clamp(home);
    }
  }

  /**
   * Keeps the view on the map and within the zoom limits. The view may pass the map's east
   * edge and its foot by the zoom buttons' reach, so that no place there stays under them
   * (Savannah and Charleston, when the whole map fits above a tall dock).
   */
  function clamp(b: Box): Box {
    const w = Math.max(home.w * MIN_FRACTION, Math.min(whole.w, b.w));
    const h = b.h * (w / b.w);
    const cx = b.x + b.w / 2;
    const cy = b.y + b.h / 2;
    const east = bounds.x + bounds.w - w + (shown ? (BUTTONS_PX * w) / shown.w : 0);
    const south = bounds.y + bounds.h - h + (shown ? (BUTTONS_PX * h) / shown.h : 0);
    // Wider than the map: centred; taller: its top at the top unless dragged up; smaller: kept on it.
    const x = w >= bounds.w ? bounds.x + (bounds.w - w) / 2 : Math.max(bounds.x, Math.min(east, cx - w / 2));
    const y = Math.max(bounds.y, Math.min(south, cy - h / 2));
    return { x, y, w, h };
  }

  const zoomedIn = () => box().w < home.w - 0.5;

  /** Goes back to the home view, centred on `x` (map units) if given. */
  function fit(x?: number) {
    if (x !== undefined) focusX = x;
    moved = false;
    measure();
    setBox(home);
  }

  /** Zooms by `factor` (above 1: closer) around a point in client pixels (default: the centre). */
  function zoomBy(factor: number, clientX?: number, clientY?: number) {
    const s = size();
    if (!s) return;
    const b = box();
    const px = clientX === undefined ? s.w / 2 : clientX - s.left;
    const py = clientY === undefined ? s.h / 2 : clientY - s.top;
    const mx = b.x + (px / s.w) * b.w;
    const my = b.y + (py / s.h) * b.h;
    const w = b.w / factor;
    const h = b.h / factor;
    moved = true;
    setBox(clamp({ x: mx - (px / s.w) * w, y: my - (py / s.h) * h, w, h }));
  }

  const pointers = new Map<number, { x: number; y: number }>();
  let gesture:
    | { kind: "pan"; id: number; x0: number; y0: number; box: Box; moving: boolean }
    | { kind: "pinch"; d0: number; mx: number; my: number; box: Box }
    | null = null;

  function startGesture() {
    const pts = [...pointers.entries()];
    if (pts.length === 1) {
      const [id, p] = pts[0] as [number, { x: number; y: number }];
      gesture = { kind: "pan", id, x0: p.x, y0: p.y, box: box(), moving: false };
    } else if (pts.length >= 2) {
      const a = pts[0]?.[1] as { x: number; y: number };
      const b = pts[1]?.[1] as { x: number; y: number };
      gesture = { kind: "pinch", d0: Math.hypot(a.x - b.x, a.y - b.y) || 1, mx: (a.x + b.x) / 2, my: (a.y + b.y) / 2, box: box() };
      suppressClick = true;
    } else gesture = null;
  }

  const onDown = (e: PointerEvent) => {
    if (e.pointerType === "mouse" && e.button !== 0) return;
    if (pointers.size === 0) suppressClick = false;
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    startGesture();
  };

  const onMove = (e: PointerEvent) => {
    if (!pointers.has(e.pointerId)) return;
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const s = size();
    if (!s || !gesture) return;
    if (gesture.kind === "pan") {
      const dx = e.clientX - gesture.x0;
      const dy = e.clientY - gesture.y0;
      if (!gesture.moving) {
        if (Math.hypot(dx, dy) < SLOP) return;
        gesture.moving = true;
        suppressClick = true;
        el?.setPointerCapture?.(e.pointerId);
      }
      moved = true;
      const k = gesture.box.w / s.w;
      setBox(clamp({ ...gesture.box, x: gesture.box.x - dx * k, y: gesture.box.y - dy * k }));
    } else {
      const pts = [...pointers.values()];
      const a = pts[0];
      const b = pts[1];
      if (!a || !b) return;
      const d = Math.hypot(a.x - b.x, a.y - b.y) || 1;
      const g = gesture;
      const k0 = g.box.w / s.w;
      // The map point under the first midpoint stays under the fingers.
      const px = g.box.x + (g.mx - s.left) * k0;
      const py = g.box.y + (g.my - s.top) * k0;
      const w = (g.box.w * g.d0) / d;
      const h = (g.box.h * g.d0) / d;
      const k = w / s.w;
      const mx = (a.x + b.x) / 2;
      const my = (a.y + b.y) / 2;
      moved = true;
      setBox(clamp({ x: px - (mx - s.left) * k, y: py - (my - s.top) * k, w, h }));
    }
  };

  const onUp = (e: PointerEvent) => {
    if (!pointers.delete(e.pointerId)) return;
    startGesture();
  };

  const onWheel = (e: WheelEvent) => {
    e.preventDefault();
    zoomBy(Math.exp(-e.deltaY * 0.0015), e.clientX, e.clientY);
  };

  /**
   * A zoomed map, or two fingers, belong to the map: the browser neither scrolls nor flings
   * (a fling would swallow the next tap). At home, one finger still scrolls the page up and down.
   */
  const onTouchMove = (e: TouchEvent) => {
    if (e.touches.length > 1 || zoomedIn()) e.preventDefault();
  };

  const onClickCapture = (e: MouseEvent) => {
    if (suppressClick) {
      e.stopPropagation();
      e.preventDefault();
      suppressClick = false;
    }
  };

  let observer: ResizeObserver | undefined;

  /** Attaches to the SVG element (call from its ref). */
  function attach(svg: SVGSVGElement) {
    el = svg;
    svg.addEventListener("pointerdown", onDown);
    svg.addEventListener("pointermove", onMove);
    svg.addEventListener("pointerup", onUp);
    svg.addEventListener("pointercancel", onUp);
    svg.addEventListener("wheel", onWheel, { passive: false });
    svg.addEventListener("touchmove", onTouchMove, { passive: false });
    svg.addEventListener("click", onClickCapture, true);
    // The first report comes once the page is laid out: the home view is set then, without
    // forcing a layout of the whole map in the middle of drawing it.
    observer = new ResizeObserver((entries) => {
      const border = entries[entries.length - 1]?.borderBoxSize?.[0];
      const s = border ? { w: border.inlineSize, h: border.blockSize } : size();
      shown = s && s.w > 0 && s.h > 0 ? { w: s.w, h: s.h } : null;
      measure();
      setBox(moved ? clamp(box()) : home);
    });
    observer.observe(svg);
  }

  onCleanup(() => {
    observer?.disconnect();
    if (!el) return;
    el.removeEventListener("pointerdown", onDown);
    el.removeEventListener("pointermove", onMove);
    el.removeEventListener("pointerup", onUp);
    el.removeEventListener("pointercancel", onUp);
    el.removeEventListener("wheel", onWheel);
    el.removeEventListener("touchmove", onTouchMove);
    el.removeEventListener("click", onClickCapture, true);
  });

  /** A point in client pixels, in map units. */
  function toMap(clientX: number, clientY: number): { x: number; y: number } | null {
    const s = size();
    if (!s) return null;
    const b = box();
    return { x: b.x + ((clientX - s.left) / s.w) * b.w, y: b.y + ((clientY - s.top) / s.h) * b.h };
  }

  return {
    viewBox: () => {
      const b = box();
      return `${b.x.toFixed(1)} ${b.y.toFixed(1)} ${b.w.toFixed(1)} ${b.h.toFixed(1)}`;
    },
    /** Zoom relative to the home view (1: home). */
    zoom: () => home.w / box().w,
    /** Whether the player has panned or zoomed since the home view. */
    moved: () => moved,
    /** Map units per screen pixel. */
    unitsPerPixel: () => {
      const w = box().w; // read first: callers track the box
      return shown ? w / shown.w : 1;
    },
    attach,
    fit,
    zoomBy,
    toMap,
    /** Whether a map point is on screen. */
    inView: (p: { x: number; y: number }) => {
      const b = box();
      return p.x >= b.x && p.x <= b.x + b.w && p.y >= b.y && p.y <= b.y + b.h;
    },
  };
}
