/**
 * Solid parses a template's HTML the first time it is drawn. A big board draws some seventy
 * of them at once, so its first render spent about a third of its time (5 of 15 ms of CPU on
 * Lincoln's) in the HTML parser. `warmedWhileLoading` parses them in short tasks of their own
 * as the board's code arrives, mostly while the page still waits for the game's state.
 * (Kept apart from solid-web.ts: the page importing that file directly split Solid out of the
 * page's chunk.)
 */

type Template = () => unknown;

const listed: Template[] = [];

/** Notes a template as its module declares it (solid-web.ts). */
export function listTemplate<T extends Template>(template: T): T {
  listed.push(template);
  return template;
}

/** CPU time a warming task may take before it yields to the page. */
const SLICE_MS = 3;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Runs `load` (a dynamic import), then parses the templates of the modules it brought, a
 * few milliseconds a task, and resolves with what `load` resolved to once all are parsed.
 */
export async function warmedWhileLoading<T>(load: () => Promise<T>): Promise<T> {
  const first = listed.length;
  const loaded = await load();
  const brought = listed.slice(first);
  for (let k = 0; k < brought.length; ) {
    await nextTask();
    const start = performance.now();
    // Drawing a template once parses it; the copy drawn is dropped.
    while (k < brought.length && performance.now() - start < SLICE_MS) brought[k++]?.();
  }
  return loaded;
}
