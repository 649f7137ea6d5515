import type { Language } from "@tirgus/domain/languages";

/** What one account e-mail says, independent of how it is laid out. */
export type MailContent = {
  subject: string;
  heading: string;
  intro: string;
  /** A button to follow, or a code to type in. */
  action: { kind: "link"; label: string; url: string } | { kind: "code"; code: string };
  /** Validity, single use, "never share it": short facts under the action. */
  notes: string[];
  /** What to do if the reader did not ask for this e-mail. */
  notYou: string;
};

export type RenderedMail = { subject: string; text: string; html: string };

type FrameTexts = { linkFallback: string; tagline: string; automatic: string };

const frameTexts: Record<Language, FrameTexts> = {
  lv: {
    linkFallback: "Ja poga nedarbojas, atveriet šo saiti pārlūkprogrammā:",
    tagline: "Tirgus — sludinājumi Latvijā",
    automatic: "Šī vēstule nosūtīta automātiski, uz to nav jāatbild.",
  },
  ru: {
    linkFallback: "Если кнопка не работает, откройте эту ссылку в браузере:",
    tagline: "Tirgus — объявления в Латвии",
    automatic: "Это письмо отправлено автоматически, отвечать на него не нужно.",
  },
  en: {
    linkFallback: "If the button does not work, open this link in your browser:",
    tagline: "Tirgus — classifieds in Latvia",
    automatic: "This message was sent automatically; there is no need to reply.",
  },
};

/** Both parts of the e-mail from one content: the text part says everything the HTML part says. */
export function renderMail(content: MailContent, language: Language, publicUrl: string): RenderedMail {
  return {
    subject: content.subject,
    text: renderText(content, frameTexts[language], publicUrl),
    html: renderHtml(content, language, frameTexts[language], publicUrl),
  };
}

function renderText(content: MailContent, frame: FrameTexts, publicUrl: string): string {
  const action =
    content.action.kind === "link" ? `${content.action.label}:\n${content.action.url}` : content.action.code;
  return [
    content.heading,
    "",
    content.intro,
    "",
    action,
    "",
    ...content.notes,
    "",
    content.notYou,
    "",
    "--",
    frame.tagline,
    publicUrl,
    frame.automatic,
    "",
  ].join("\n");
}

// Mail clients drop <style> blocks and external files unpredictably, so every style is inline and the
// layout is one centred column that reads the same on a phone and in a desktop client.
const colors = { page: "#f3f4f6", card: "#ffffff", text: "#1f2937", muted: "#6b7280", brand: "#0f766e" };
const font = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

function renderHtml(content: MailContent, language: Language, frame: FrameTexts, publicUrl: string): string {
  const body = [
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${colors.text}">${escapeHtml(content.heading)}</h1>`,
    paragraph(content.intro),
    content.action.kind === "link" ? linkAction(content.action, frame) : codeAction(content.action.code),
    ...content.notes.map((note) => paragraph(note)),
    paragraph(content.notYou, colors.muted),
  ].join("\n");
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${colors.page};${font}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colors.page}">
<tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px">
<tr><td style="padding:0 8px 16px;font-size:24px;font-weight:700;letter-spacing:-0.5px;color:${colors.brand}">Tirgus</td></tr>
<tr><td style="background:${colors.card};border-radius:12px;padding:32px 28px">
${body}
</td></tr>
<tr><td style="padding:20px 8px;font-size:12px;line-height:1.5;color:${colors.muted}">
<a href="${escapeHtml(publicUrl)}" style="color:${colors.muted}">${escapeHtml(frame.tagline)}</a><br>
${escapeHtml(frame.automatic)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function paragraph(text: string, color = colors.text) {
  return `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${color}">${escapeHtml(text)}</p>`;
}

function linkAction(action: { label: string; url: string }, frame: FrameTexts) {
  const url = escapeHtml(action.url);
  return `<p style="margin:24px 0">
<a href="${url}" style="display:inline-block;padding:12px 24px;border-radius:8px;background:${colors.brand};color:#ffffff;font-size:16px;font-weight:600;text-decoration:none">${escapeHtml(action.label)}</a>
</p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${colors.muted}">${escapeHtml(frame.linkFallback)}<br>
<a href="${url}" style="color:${colors.brand};word-break:break-all">${url}</a></p>`;
}

function codeAction(code: string) {
  return `<p style="margin:24px 0;padding:16px;border-radius:8px;background:${colors.page};text-align:center;font-family:Menlo,Consolas,monospace;font-size:32px;font-weight:700;letter-spacing:8px;color:${colors.text}">${escapeHtml(code)}</p>`;
}

const htmlEscapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}
