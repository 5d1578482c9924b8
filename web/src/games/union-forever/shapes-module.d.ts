/** The map's shapes, worked out when the client is built (shapes.ts, vite.config.ts). */
declare module "virtual:union-forever-shapes" {
  const shapes: import("./shapes").MapShapes;
  export default shapes;
}
