/**
 * CPU time of this process's descendants (the server under test: wrangler dev and its
 * workerd processes, Miniflare's workerd, or boardgame.io's node), read from /proc. Only
 * one server runs at a time, so the difference over a load row is that server's CPU, a
 * figure that, unlike moves per second, hardly changes with what else the machine runs.
 */
import { readFileSync, readdirSync } from "node:fs";

const TICK_MS = 10; // USER_HZ is 100 on Linux

function stat(pid: string): { ppid: number; ticks: number } | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null; // gone, or not Linux
  }
}

/** Milliseconds of CPU used so far by every live descendant of this process. */
export function descendantsCpuMs(): number {
  const all = new Map<number, { ppid: number; ticks: number }>();
  let entries: string[] = [];
  try {
    entries = readdirSync("/proc");
  } catch {
    return Number.NaN;
  }
  for (const pid of entries) {
    if (!/^\d+$/.test(pid)) continue;
    const s = stat(pid);
    if (s) all.set(Number(pid), s);
  }
  const inside = new Set([process.pid]);
  let ticks = 0;
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, s] of all)
      if (!inside.has(pid) && inside.has(s.ppid)) {
        inside.add(pid);
        ticks += s.ticks;
        grew = true;
      }
  }
  return ticks * TICK_MS;
}
