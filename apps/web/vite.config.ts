import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { clientChunks } from "./bundling/client-chunks.ts";
import { precompressedAssets } from "./bundling/precompressed-assets.ts";
import { shellChunkOf } from "./bundling/shell-chunk.ts";

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    clientChunks(fileURLToPath(new URL("./app", import.meta.url))),
    precompressedAssets(),
  ],
  build: {
    rolldownOptions: {
      output: {
        // React, React DOM and React Router change only with an upgrade: one long-cached chunk. The
        // shell every page runs is a second one (with the client entry). Fewer files compress better
        // and cost fewer requests; routes and on-demand parts keep their own chunks.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            { name: shellChunkOf, priority: 1 },
            // What lot cards and the lot page share (prices, picture addresses, visited marks, swipes): the
            // lot page loads these without the card itself.
            {
              name: "lot-display",
              test: /app[\\/]features[\\/]lot-card[\\/](card-view|action-names|visited-lots|gestures)\.ts/,
              priority: 1,
            },
            // The lot cards of every list (home rows, listings, landings, search): one chunk with the
            // little modules they use, instead of a file for each.
            { name: "lot-card", test: /app[\\/]features[\\/](lot-card[\\/]|watch-lists[\\/]card-bookmark)/ },
            // What the listing and search results share to filter, sort and page a list.
            {
              name: "list-tools",
              test: /app[\\/](features[\\/]listing[\\/](list-query|view-type|view-switch|use-list-top|sort-menu|sort-labels|filter-sheet|listing-parts)|ui[\\/]use-floating-details)\.tsx?|domain[\\/]src[\\/](sorting|layout)\.ts/,
              priority: 0,
            },
            // What every page of a list and the lot page keep of the list they came from.
            {
              name: "list-pages",
              test: /app[\\/](features[\\/]lot-page[\\/]list-context|lib[\\/]kept-pages)\.ts/,
              priority: 0,
            },
          ],
        },
      },
    },
  },
  environments: {
    ssr: {
      build: {
        // The server build's entry is our SSR handler (it imports the React Router server build).
        // Vite 8 reads `rolldownOptions`; the older `build.rollupOptions` form is silently ignored.
        rolldownOptions: { input: "./server/ssr-handler.ts" },
      },
    },
  },
});
