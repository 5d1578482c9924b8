/**
 * Arrow keys on grid boards: move the keyboard focus to the neighbouring cell in the
 * arrow's direction (Home and End: the first and last of the row). `find` names the cell
 * at a column and row, or null off the board; cells out of play can still take focus
 * (tabindex -1), so that the focus walks across them.
 */
export function arrowFocus(event: KeyboardEvent, col: number, row: number, find: (col: number, row: number) => Element | null, width: number): boolean {
  const step: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
  let target: Element | null = null;
  if (event.key === "Home") target = find(0, row);
  else if (event.key === "End") target = find(width - 1, row);
  else {
    const [dx, dy] = step[event.key] ?? [0, 0];
    if (dx === 0 && dy === 0) return false;
    target = find(col + dx, row + dy);
  }
  event.preventDefault();
  if (target instanceof SVGElement || target instanceof HTMLElement) target.focus();
  return true;
}
