/** A WebAssembly module imported by path: wrangler bundles it compiled (its CompiledWasm rule). */
declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}
