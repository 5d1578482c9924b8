/**
 * Solid's DOM runtime as the compiled JSX imports it (vite.config.ts sets this file as the
 * JSX's `moduleName`), with one change: each template a module declares is listed as the
 * module is evaluated (warm-templates.ts), so that a board's templates can be parsed before
 * its first render.
 */
import { template as solidTemplate } from "solid-js/web";
import { listTemplate } from "./warm-templates";

export * from "solid-js/web";

export function template(...args: Parameters<typeof solidTemplate>): ReturnType<typeof solidTemplate> {
  return listTemplate(solidTemplate(...args));
}
