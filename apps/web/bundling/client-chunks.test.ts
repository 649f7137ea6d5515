import type { Rolldown } from "vite";
import { describe, expect, it } from "vitest";
import { dynamicEntryFiles } from "./client-chunks";

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[], isDynamicEntry = false) =>
  ({ type: "chunk", fileName, facadeModuleId, imports, isDynamicEntry }) as unknown as Rolldown.OutputChunk;

function bundleOf(...chunks: Rolldown.OutputChunk[]): Rolldown.OutputBundle {
  return Object.fromEntries(chunks.map((item) => [item.fileName, item]));
}

describe("the client files of a module loaded with import()", () => {
  const bundle = bundleOf(
    chunk("assets/entry.client-1.js", "/web/app/entry.client.tsx", ["assets/framework-1.js"]),
    chunk("assets/framework-1.js", null, []),
    chunk("assets/lot-view-1.js", "/web/app/features/lot-page/lot-view.tsx", ["assets/lot-card-1.js"], true),
    chunk("assets/lot-card-1.js", null, ["assets/format-1.js", "assets/framework-1.js"]),
    chunk("assets/format-1.js", null, ["assets/entry.client-1.js"]),
  );

  it("are its own chunk and those it imports through others, by its path under app/", () => {
    expect(dynamicEntryFiles(bundle, "/web/app", "/")).toEqual({
      "features/lot-page/lot-view.tsx": [
        "/assets/lot-view-1.js",
        "/assets/lot-card-1.js",
        "/assets/format-1.js",
      ],
    });
  });

  it("leave out what every page loads (the client entry and its imports) and follow the base", () => {
    const files = dynamicEntryFiles(bundle, "/web/app", "/static/")["features/lot-page/lot-view.tsx"];
    expect(files).not.toContain("/static/assets/framework-1.js");
    expect(files?.[0]).toBe("/static/assets/lot-view-1.js");
  });
});
