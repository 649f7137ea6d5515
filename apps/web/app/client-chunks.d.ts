/** See bundling/client-chunks.ts. */
declare module "virtual:client-chunks" {
  /** The client files (URLs) of a module loaded with import(), by its path under app/: none in the browser. */
  export function clientChunkFiles(source: string): readonly string[];
}
