import { type Language, languages } from "@tirgus/domain/languages";
import { describe, expect, it } from "vitest";
import { isStaticPageSlug, loadStaticPage } from "./pages.ts";
import { type StaticBlock, type StaticPage, type StaticPageContent, staticPageSlugs } from "./types.ts";

const legalSlugs: readonly string[] = [
  "about/user-data-policy",
  "about/rules",
  "about/cookies",
  "about/notice",
];
const cookieNames = ["language", "login", "adultContent", "visitedLots", "theme", "watch"];
const latvianLetters = /[āčēģīķļņšūž]/i;
const cyrillic = /\p{Script=Cyrillic}/u;

const pages = new Map<string, StaticPage>(
  await Promise.all(staticPageSlugs.map(async (slug) => [slug, await loadStaticPage(slug)] as const)),
);

function pageContent(slug: string, language: Language): StaticPageContent {
  const page = pages.get(slug);
  if (!page) throw new Error(`No page loaded for ${slug}`);
  return page[language];
}

function blockStrings(block: StaticBlock): string[] {
  switch (block.type) {
    case "h2":
    case "p":
      return [block.text];
    case "ul":
      return block.items;
    case "faq":
      return [block.question, block.answer];
    case "contact":
      return block.href === undefined ? [block.label, block.value] : [block.label, block.value, block.href];
  }
}

/** Every string of a page, including hrefs and the revision date. */
function allStrings(content: StaticPageContent): string[] {
  const strings = [content.title, content.description, ...content.blocks.flatMap(blockStrings)];
  return content.updated === undefined ? strings : [...strings, content.updated];
}

/** The running text of a page: title, description and every block except contact details. */
function prose(content: StaticPageContent): string[] {
  return [
    content.title,
    content.description,
    ...content.blocks.filter((block) => block.type !== "contact").flatMap(blockStrings),
  ];
}

describe.each(staticPageSlugs)("The %s page", (slug) => {
  it("has content in exactly the three languages of the product", () => {
    expect(Object.keys(pages.get(slug) ?? {}).sort()).toEqual([...languages].sort());
  });

  describe.each(languages)("in %s", (language) => {
    const content = pageContent(slug, language);

    it("has a non-empty title", () => {
      expect(content.title.trim()).not.toBe("");
    });

    it("has a description of 70 to 160 characters", () => {
      const length = [...content.description].length;
      expect(length).toBeGreaterThanOrEqual(70);
      expect(length).toBeLessThanOrEqual(160);
    });

    it("has at least three blocks", () => {
      expect(content.blocks.length).toBeGreaterThanOrEqual(3);
    });

    it("contains no empty strings anywhere", () => {
      for (const text of allStrings(content)) expect(text.trim()).not.toBe("");
      for (const block of content.blocks) {
        if (block.type === "ul") expect(block.items.length).toBeGreaterThan(0);
      }
    });

    it("has no stray whitespace or doubled spaces in its text", () => {
      for (const text of allStrings(content)) {
        expect(text).toBe(text.trim());
        expect(text).not.toMatch(/ {2}|\n/);
      }
    });

    it("gives every question, contact label and list item a distinct text, as the view keys them by it", () => {
      const questions = content.blocks.flatMap((block) => (block.type === "faq" ? [block.question] : []));
      const labels = content.blocks.flatMap((block) => (block.type === "contact" ? [block.label] : []));
      expect(new Set(questions).size).toBe(questions.length);
      expect(new Set(labels).size).toBe(labels.length);
      for (const block of content.blocks) {
        if (block.type === "ul") expect(new Set(block.items).size).toBe(block.items.length);
      }
    });

    it("links contact details with a matching mailto or tel address", () => {
      for (const block of content.blocks) {
        if (block.type !== "contact" || block.href === undefined) continue;
        if (block.href.startsWith("mailto:")) expect(block.href).toBe(`mailto:${block.value}`);
        else expect(block.href).toBe(`tel:${block.value.replaceAll(" ", "")}`);
      }
    });

    if (language === "lv") {
      it("is written in Latvian with its diacritics", () => {
        expect(prose(content).join(" ")).toMatch(latvianLetters);
        for (const text of prose(content)) {
          if (text.split(/\s+/).length >= 8) expect(text).toMatch(latvianLetters);
        }
      });
    }

    if (language === "ru") {
      it("is written in Russian in Cyrillic", () => {
        for (const text of prose(content)) expect(text).toMatch(cyrillic);
      });
    }

    if (language === "en") {
      it("is written in English without Cyrillic", () => {
        for (const text of prose(content)) expect(text).not.toMatch(cyrillic);
      });
    }

    if (legalSlugs.includes(slug)) {
      it("shows the ISO date of its last revision", () => {
        expect(content.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Number.isNaN(Date.parse(content.updated ?? ""))).toBe(false);
      });
    }
  });

  if (legalSlugs.includes(slug)) {
    it("carries the same revision date in every language", () => {
      const dates = new Set(languages.map((language) => pageContent(slug, language).updated));
      expect(dates.size).toBe(1);
    });
  }
});

describe("The cookies page", () => {
  it.each(languages)("names every cookie the site sets in %s", (language) => {
    const text = allStrings(pageContent("about/cookies", language)).join(" ");
    for (const name of cookieNames) expect(text).toMatch(new RegExp(`\\b${name}\\b`));
  });
});

describe("The contacts and legal notice pages", () => {
  it.each(["contacts", "about/notice"])("give the support e-mail and phone as links on %s", (slug) => {
    for (const language of languages) {
      const hrefs = pageContent(slug, language).blocks.flatMap((block) =>
        block.type === "contact" && block.href !== undefined ? [block.href] : [],
      );
      expect(hrefs).toContain("mailto:atbalsts@tirgus.lv");
      expect(hrefs).toContain("mailto:info@tirgus.lv");
      expect(hrefs).toContain("tel:+37167000000");
    }
  });

  it.each(languages)("name the operator with its registration and VAT numbers in %s", (language) => {
    const text = allStrings(pageContent("about/notice", language)).join(" ");
    for (const detail of ["SIA Tirgus", "40203999999", "LV40203999999", "Brīvības iela 100, Rīga, LV-1011"]) {
      expect(text).toContain(detail);
    }
  });
});

describe("Static page slugs", () => {
  it("are all recognised", () => {
    for (const slug of staticPageSlugs) expect(isStaticPageSlug(slug)).toBe(true);
  });

  it.each(["", "about", "about/", "about/unknown", "Contacts", "/contacts", "../contacts", "about/info/"])(
    "reject the path %j",
    (value) => {
      expect(isStaticPageSlug(value)).toBe(false);
    },
  );
});
