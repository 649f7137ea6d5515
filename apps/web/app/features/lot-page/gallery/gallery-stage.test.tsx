import type { LotFile } from "@tirgus/domain/lot-detail-api";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "../../../lib/i18n";
import { Gallery } from "./gallery";
import { galleryItemOf } from "./gallery-items";
import { GalleryStage, Thumbnails } from "./gallery-stage";

const file = (id: number, overrides: Partial<LotFile> = {}): LotFile => ({
  id,
  storageId: `file${id}abc`,
  outputType: "image",
  panorama: false,
  extension: "jpeg",
  width: 1600,
  height: 1200,
  rotation: null,
  converted: true,
  versions: { med: { width: 667, height: 500 }, hd: { width: 1440, height: 1080 } },
  ...overrides,
});

const dictionary = {
  "Video will be available for preview once our servers process it": "Video būs pieejams apskatei drīzumā",
  "Your browser does not support the video tag": "Jūsu pārlūkprogramma neatbalsta video",
};

function stage(files: LotFile[], index = 0, variant: "inline" | "fullscreen" = "inline") {
  return renderToString(
    <I18nProvider lang="lv" dictionary={dictionary}>
      <GalleryStage
        items={files.map(galleryItemOf)}
        index={index}
        title="Audi A4"
        variant={variant}
        onIndex={() => {}}
        onBroken={() => {}}
      />
    </I18nProvider>,
  );
}

describe("the gallery's stage", () => {
  it("renders the first picture for the server's HTML: eager, high priority, srcset, sizes and its size", () => {
    const html = renderToString(
      <MemoryRouter initialEntries={["/lv/transports/!1"]}>
        <Gallery lotId={1} title="Audi A4" files={[file(1), file(2), file(3)]} />
      </MemoryRouter>,
    );
    const first = /<img[^>]*fetchPriority="high"[^>]*>/.exec(html)?.[0] ?? "";
    expect(first).toContain(
      'srcSet="/storage/fi/le/file1abc/med.webp 667w, /storage/fi/le/file1abc/hd.webp 1440w"',
    );
    expect(first).toContain('sizes="(min-width: 1200px) 677px');
    expect(first).toContain('width="1600" height="1200"');
    expect(first).not.toContain("loading=");
    // Thumbnails wait until they are near the screen.
    expect(html.match(/<img[^>]*thumbnail[^>]*loading="lazy"/g) ?? []).toHaveLength(0);
    expect(html.match(/<img[^>]*loading="lazy"/g)).toHaveLength(3);
    expect(html).toContain("1 / 3");
  });

  it("plays a converted video with controls from its stored address, with the fallback text", () => {
    const html = stage([file(5, { outputType: "video", extension: "mp4", versions: {} })]);
    expect(html).toMatch(/<video[^>]*src="\/storage\/fi\/le\/file5abc\/original\.mp4"[^>]*controls/);
    expect(html).toContain("Jūsu pārlūkprogramma neatbalsta video</video>");
  });

  it("shows a notice instead of a video the servers have not converted yet", () => {
    const html = stage([file(5, { outputType: "video", extension: "mp4", converted: false, versions: {} })]);
    expect(html).not.toContain("<video");
    expect(html).toMatch(/role="status"[^>]*>.*Video būs pieejams apskatei drīzumā/);
  });

  // 4:1 at the height of a 4:3 box: 3 times the box's width.
  it("shows a panorama at the stage's height in a focusable view that pans", () => {
    const html = stage([file(6, { panorama: true, width: 6000, height: 1500 })]);
    expect(html).toMatch(/<section[^>]*data-panorama=""[^>]*tabindex="0"[^>]*overflow-x-auto/i);
    expect(html).toContain("h-full w-auto max-w-none");
    expect(html).toContain('sizes="(min-width: 1200px) 2031px');
  });

  it("marks the current thumbnail and names each by its kind and place", () => {
    const items = [file(1), file(2, { outputType: "video", extension: "mp4", versions: {} })].map(
      galleryItemOf,
    );
    const html = renderToString(
      <I18nProvider lang="lv" dictionary={{ Photo: "Attēls" }}>
        <Thumbnails items={items} index={1} variant="inline" onIndex={() => {}} onBroken={() => {}} />
      </I18nProvider>,
    );
    expect(html).toContain('aria-label="Attēls 1"');
    expect(html).toMatch(/aria-label="Video 2" aria-current="true"/);
  });
});
