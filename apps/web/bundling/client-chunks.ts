import { relative } from "node:path";
import type { Plugin, Rolldown } from "vite";

/**
 * `virtual:client-chunks` tells server renders which client files a module loaded with import() needs, so a
 * page that shows such a module links them as modulepreloads (see app/lib/split-view.tsx) instead of the
 * browser finding them one round trip later. The client build runs first and records its dynamic entries
 * (each with the chunks it imports); the server build gets them as data. In the browser and in development
 * the module knows no files: the import() itself loads them there.
 */
export function clientChunks(appDirectory: string): Plugin {
  const virtualId = "virtual:client-chunks";
  const resolvedId = `\0${virtualId}`;
  let base = "/";
  let files: Record<string, string[]> = {};
  return {
    name: "tirgus:client-chunks",
    configResolved(config) {
      base = config.base;
    },
    resolveId(id) {
      return id === virtualId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      const known = this.environment.name === "ssr" ? files : {};
      return `const files = ${JSON.stringify(known)};\nexport const clientChunkFiles = (source) => files[source] ?? [];\n`;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      files = dynamicEntryFiles(bundle, appDirectory, base);
    },
  };
}

/**
 * Each dynamic entry of the app, by its path under app/, with its file and the files it imports, less what
 * every page loads anyway (the client entry and its imports).
 */
export function dynamicEntryFiles(bundle: Rolldown.OutputBundle, appDirectory: string, base: string) {
  const sourceOf = (id: string) => relative(appDirectory, id).split("\\").join("/");
  const chunks = Object.values(bundle).filter((chunk) => chunk.type === "chunk");
  const entry = chunks.find(
    (chunk) => chunk.facadeModuleId && sourceOf(chunk.facadeModuleId) === "entry.client.tsx",
  );
  const everyPage = new Set(entry ? [entry.fileName, ...staticImports(bundle, entry.fileName)] : []);
  const files: Record<string, string[]> = {};
  for (const chunk of chunks) {
    if (!chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
    const needed = [chunk.fileName, ...staticImports(bundle, chunk.fileName)].filter(
      (file) => !everyPage.has(file),
    );
    files[sourceOf(chunk.facadeModuleId)] = needed.map((file) => base + file);
  }
  return files;
}

function staticImports(bundle: Rolldown.OutputBundle, fileName: string, seen = new Set<string>()): string[] {
  const chunk = bundle[fileName];
  if (chunk?.type !== "chunk") return [];
  for (const imported of chunk.imports) {
    if (seen.has(imported)) continue;
    seen.add(imported);
    staticImports(bundle, imported, seen);
  }
  return [...seen];
}
